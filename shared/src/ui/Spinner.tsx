import Box from '@mui/material/Box';
import { alpha, keyframes } from '@mui/material/styles';
import { spinnerDimensions } from './spinner-size';
import { visuallyHiddenSx } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export interface SpinnerProps {
  /** 3–12 in steps of 4 px (default 6 = 24 px); clamped, and at least 8 in overlay mode. */
  size?: number;
  /** 1–4 px (default 2); clamped. */
  borderWidth?: number;
  /** Covers the nearest positioned ancestor with a translucent layer and centres the spinner. */
  overlay?: boolean;
  /** Read to screen readers, hidden on screen. Default 'Loading...', or 'Loading content' in overlay mode. */
  label?: string;
  color?: 'primary' | 'secondary' | 'inherit';
  testId?: string;
}

/** The generic spinner of SPEC §2. */
export function Spinner({ size, borderWidth, overlay = false, label, color = 'primary', testId = 'spinner' }: SpinnerProps) {
  const dims = spinnerDimensions({ size, borderWidth, overlay, label });
  const ring = (
    <Box
      aria-hidden
      sx={(theme) => {
        const main = color === 'inherit' ? 'currentColor' : theme.palette[color].main;
        return {
          width: dims.sizePx,
          height: dims.sizePx,
          borderRadius: '50%',
          borderStyle: 'solid',
          borderWidth: `${dims.borderPx}px`,
          borderColor: color === 'inherit' ? 'currentColor' : alpha(main, 0.2),
          borderTopColor: main,
          opacity: color === 'inherit' ? 0.8 : 1,
          animation: `${spin} 0.8s linear infinite`,
          // Motion-sensitive users still need to see that something is happening, just slower.
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        };
      }}
    />
  );
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid={testId}
      data-size={dims.size}
      data-overlay={overlay || undefined}
      sx={
        overlay
          ? (theme) => ({
              position: 'absolute',
              inset: 0,
              zIndex: 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: alpha(theme.palette.background.paper, 0.7),
            })
          : { display: 'inline-flex', verticalAlign: 'middle' }
      }
    >
      {ring}
      <Box component="span" sx={visuallyHiddenSx}>
        {dims.label}
      </Box>
    </Box>
  );
}
