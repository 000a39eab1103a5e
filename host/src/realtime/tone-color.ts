import type { ConnectionTone } from './connection-indicator-view';

/** The theme colour of each tone (palette paths for `sx`). */
export const TONE_COLOR: Record<ConnectionTone, string> = {
  success: 'success.main',
  warning: 'warning.main',
  error: 'error.main',
  neutral: 'text.disabled',
};
