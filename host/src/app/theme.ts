import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from './theme-mode';

export function buildTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  const primary = dark ? '#7ea2ff' : '#2f5bd3';
  return createTheme({
    palette: {
      mode,
      // Text on a filled button or chip picks black or white for WCAG AA's 4.5:1, not MUI's default 3:1.
      contrastThreshold: 4.5,
      primary: { main: primary },
      secondary: { main: dark ? '#b69cff' : '#7c4dde' },
      // MUI's default warning and info (light) and error (dark) fall below 4.5:1 as text on the page, as outlined
      // buttons and chips show them: shades that reach it on both backgrounds of their theme.
      ...(dark ? { error: { main: '#f6685e' } } : { warning: { main: '#b45309' }, info: { main: '#0277bd' } }),
      background: dark ? { default: '#0f1626', paper: '#172036' } : { default: '#f7f8fc', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // MUI takes the browser's outline off its controls and shows only a faint ripple: a clear ring instead.
          // Text fields are left out (their border already turns thick and coloured on focus), and so are the main
          // region and headings, which take the focus only as the target of a skip link or a page change.
          ':root :focus-visible:not(input, textarea, main, h1, h2, h3, h4, h5, h6, .MuiInputBase-input, .MuiSelect-select)': { outline: `2px solid ${primary}`, outlineOffset: 2 },
          // Inside a menu, list or tab strip a ring outside the item would be cut off by the scrolling container.
          ':root :is(.MuiMenuItem-root, .MuiListItemButton-root, .MuiTab-root):focus-visible': { outlineOffset: -2 },
        },
      },
      // A disabled field's helper text says how to enable it: readable (4.5:1), unlike the field's own greyed text.
      MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    },
  });
}
