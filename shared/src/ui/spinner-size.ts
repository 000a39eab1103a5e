/** Spinner sizes are steps of 4 px, as in Tailwind's spacing scale (size 6 = 24 px). */
export const SPINNER_SIZE_UNIT_PX = 4;
/** SPEC §2: sizes 3 to 12, default 6; border width 1 to 4; overlay mode at least size 8. */
export const SPINNER_SIZE_MIN = 3;
export const SPINNER_SIZE_MAX = 12;
export const SPINNER_SIZE_DEFAULT = 6;
export const SPINNER_OVERLAY_SIZE_MIN = 8;
export const SPINNER_BORDER_MIN_PX = 1;
export const SPINNER_BORDER_MAX_PX = 4;
export const SPINNER_BORDER_DEFAULT_PX = 2;
export const SPINNER_LABEL = 'Loading...';
export const SPINNER_OVERLAY_LABEL = 'Loading content';

export interface SpinnerSizeInput {
  size?: number;
  borderWidth?: number;
  overlay?: boolean;
  label?: string;
}

export interface SpinnerDimensions {
  size: number;
  sizePx: number;
  borderPx: number;
  label: string;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** Clamps out-of-range sizes and border widths instead of failing, and picks the default label. */
export function spinnerDimensions({ size = SPINNER_SIZE_DEFAULT, borderWidth = SPINNER_BORDER_DEFAULT_PX, overlay = false, label }: SpinnerSizeInput = {}): SpinnerDimensions {
  const safeSize = Number.isFinite(size) ? size : SPINNER_SIZE_DEFAULT;
  const safeBorder = Number.isFinite(borderWidth) ? borderWidth : SPINNER_BORDER_DEFAULT_PX;
  const clamped = clamp(safeSize, overlay ? SPINNER_OVERLAY_SIZE_MIN : SPINNER_SIZE_MIN, SPINNER_SIZE_MAX);
  return {
    size: clamped,
    sizePx: clamped * SPINNER_SIZE_UNIT_PX,
    borderPx: clamp(safeBorder, SPINNER_BORDER_MIN_PX, SPINNER_BORDER_MAX_PX),
    label: label ?? (overlay ? SPINNER_OVERLAY_LABEL : SPINNER_LABEL),
  };
}
