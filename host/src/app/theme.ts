import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from './theme-mode';

export function buildTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: dark ? '#7ea2ff' : '#2f5bd3' },
      secondary: { main: dark ? '#b69cff' : '#7c4dde' },
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
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    },
  });
}
