import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Hides text from sight but not from screen readers (the usual clip pattern). Sizes are strings: in `sx` a number
 * up to 1 is a fraction of the parent, and a 100 %-wide absolute box widens the page.
 */
export const visuallyHiddenSx: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
