import Box from '@mui/material/Box';
import { keyframes, useTheme } from '@mui/material/styles';

export const LOGO_SPINNER_SIZE_PX = 64;
export const LOGO_SPINNER_STROKE_WIDTH = 4;
export const LOGO_SPINNER_SPIN_MS = 1400;
export const LOGO_SPINNER_DRAW_MS = 1800;
export const LOGO_SPINNER_LABEL = 'Loading...';

// Paths use pathLength=1, so one dash of length 1 is exactly the whole letter.
const draw = keyframes`
  0% { stroke-dashoffset: 1; }
  45%, 70% { stroke-dashoffset: 0; }
  100% { stroke-dashoffset: -1; }
`;
const spin = keyframes`
  to { transform: rotate(360deg); }
`;
const pulse = keyframes`
  0%, 100% { opacity: 0.35; }
  50% { opacity: 1; }
`;

export interface LogoSpinnerProps {
  /** Width and height in px. */
  sizePx?: number;
  /** In the 64-unit view box, so it scales with the size. */
  strokeWidth?: number;
  /** The letters; default the theme's primary colour. */
  color?: string;
  /** The spinning arc; default the theme's secondary colour. */
  ringColor?: string;
  /** The faint full circle under the arc; default the letter colour, faded. */
  trackColor?: string;
  /** One turn of the arc. */
  spinDurationMs?: number;
  /** One draw-and-erase cycle of the letters. */
  drawDurationMs?: number;
  label?: string;
  testId?: string;
}

/** The i/P logo loading spinner (SPEC §2): the letters i and P draw themselves inside a turning arc. */
export function LogoSpinner({
  sizePx = LOGO_SPINNER_SIZE_PX,
  strokeWidth = LOGO_SPINNER_STROKE_WIDTH,
  color,
  ringColor,
  trackColor,
  spinDurationMs = LOGO_SPINNER_SPIN_MS,
  drawDurationMs = LOGO_SPINNER_DRAW_MS,
  label = LOGO_SPINNER_LABEL,
  testId = 'logo-spinner',
}: LogoSpinnerProps) {
  const theme = useTheme();
  const letters = color ?? theme.palette.primary.main;
  const ring = ringColor ?? theme.palette.secondary.main;
  return (
    <Box
      component="svg"
      role="status"
      aria-label={label}
      data-testid={testId}
      viewBox="0 0 64 64"
      width={sizePx}
      height={sizePx}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      sx={{
        display: 'block',
        '& .logo-ring': { transformBox: 'view-box', transformOrigin: '32px 32px', animation: `${spin} ${spinDurationMs}ms linear infinite` },
        '& .logo-letter': { strokeDasharray: 1, animation: `${draw} ${drawDurationMs}ms ease-in-out infinite` },
        '& .logo-dot': { animation: `${pulse} ${drawDurationMs}ms ease-in-out infinite` },
        // Drawing letters is decoration: with reduced motion they stay drawn and only the arc turns, slowly.
        '@media (prefers-reduced-motion: reduce)': {
          '& .logo-letter, & .logo-dot': { animation: 'none', strokeDashoffset: 0, opacity: 1 },
          '& .logo-ring': { animationDuration: `${spinDurationMs * 3}ms` },
        },
      }}
    >
      <title>{label}</title>
      <circle cx="32" cy="32" r="28" stroke={trackColor ?? letters} strokeOpacity={trackColor ? 1 : 0.15} strokeWidth={strokeWidth} />
      <circle className="logo-ring" cx="32" cy="32" r="28" stroke={ring} strokeWidth={strokeWidth} pathLength={100} strokeDasharray="28 72" />
      <circle className="logo-dot" cx="22" cy="20" r={strokeWidth * 0.75} fill={letters} />
      <path className="logo-letter" d="M22 28 V44" stroke={letters} strokeWidth={strokeWidth} pathLength={1} />
      <path className="logo-letter" d="M31 44 V20 H37 a7 7 0 0 1 0 14 H31" stroke={letters} strokeWidth={strokeWidth} pathLength={1} />
    </Box>
  );
}
