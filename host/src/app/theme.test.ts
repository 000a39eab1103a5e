import { getContrastRatio } from '@mui/material/styles';
import { buildTheme } from './theme';

const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe.each(['light', 'dark'] as const)('the %s theme meets WCAG AA contrast', (mode) => {
  const { palette } = buildTheme(mode);

  it.each(COLOURS)('%s as text on the page and on paper is at least 4.5:1', (colour) => {
    expect(getContrastRatio(palette[colour].main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette[colour].main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(COLOURS)('text on a filled %s chip or button is at least 4.5:1', (colour) => {
    expect(getContrastRatio(palette[colour].contrastText, palette[colour].main)).toBeGreaterThanOrEqual(4.5);
  });
});
