export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export {
  SPINNER_SIZE_UNIT_PX,
  SPINNER_SIZE_MIN,
  SPINNER_SIZE_MAX,
  SPINNER_SIZE_DEFAULT,
  SPINNER_OVERLAY_SIZE_MIN,
  SPINNER_BORDER_MIN_PX,
  SPINNER_BORDER_MAX_PX,
  SPINNER_BORDER_DEFAULT_PX,
  SPINNER_LABEL,
  SPINNER_OVERLAY_LABEL,
  spinnerDimensions,
} from './spinner-size';
export type { SpinnerSizeInput, SpinnerDimensions } from './spinner-size';
export { LogoSpinner, LOGO_SPINNER_SIZE_PX, LOGO_SPINNER_STROKE_WIDTH, LOGO_SPINNER_SPIN_MS, LOGO_SPINNER_DRAW_MS, LOGO_SPINNER_LABEL } from './LogoSpinner';
export type { LogoSpinnerProps } from './LogoSpinner';
export { PasswordStrengthMeter } from './PasswordStrengthMeter';
export type { PasswordStrengthMeterProps } from './PasswordStrengthMeter';
export { PASSWORD_MIN_LENGTH_DEFAULT, evaluatePassword } from './password-strength';
export type { PasswordCheck, PasswordCheckId, PasswordStrength, PasswordStrengthLabel, PasswordStrengthColor } from './password-strength';
export { SMOOTH_SCROLL_DURATION_MS, SECTION_SCROLL_OFFSET_PX, easeInOutCubic, scrollPositionAt, smoothScrollTo, prefersReducedMotion } from './smooth-scroll';
export type { Easing, ScrollWindow, SmoothScrollOptions } from './smooth-scroll';
export { visuallyHiddenSx } from './visually-hidden';
export { ChartPanel } from './ChartPanel';
export type { ChartPanelProps } from './ChartPanel';
export { ScrollRegion } from './ScrollRegion';
export type { ScrollRegionProps } from './ScrollRegion';
export { saveFile, slug, svgToPng } from './chart-export';
export { Markdown, MarkdownContent } from './markdown/Markdown';
export { Prose } from './markdown/Prose';
export { parseMarkdownBlocks, parseInline, isSafeHref } from './markdown/markdown';
export type { InlineSegment } from './markdown/markdown';
export { NotificationCleanupForm } from './notification-cleanup/NotificationCleanupForm';
export type { NotificationCleanupFormProps } from './notification-cleanup/NotificationCleanupForm';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';
