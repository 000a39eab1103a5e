/**
 * The stored theme preference (SPEC §1): the host's theme provider reads it, applies it and keeps tabs in
 * sync through `storage` events; a remote's settings page writes it. Plain data, no browser access here.
 */

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** localStorage key of the theme preference. */
export const THEME_STORAGE_KEY = 'theme';

/** SPEC §1: dark applies only if the stored value is exactly 'dark'; anything else is light. */
export function themeModeFromStored(value: string | null | undefined): ThemeMode {
  return value === 'dark' ? 'dark' : 'light';
}
