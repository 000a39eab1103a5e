export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

/** SPEC §1: dark applies only if the stored value is exactly 'dark'; anything else is light. */
export function themeModeFromStored(value: string | null | undefined): ThemeMode {
  return value === 'dark' ? 'dark' : 'light';
}
