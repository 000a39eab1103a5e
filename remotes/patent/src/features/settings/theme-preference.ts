import { THEME_STORAGE_KEY, type ThemeMode } from '@iprism/shared/contracts/theme';

function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/**
 * Stores the theme where the host's theme provider reads it and switches this tab now. The provider
 * owns the theme and follows `storage` events to keep tabs in sync (SPEC §1); browsers fire those only in
 * the other tabs, so this tab gets the same event by hand. Works without storage (private mode) too.
 */
export function applyThemePreference(mode: ThemeMode, win: Window = window): void {
  const storage = storageOf(win);
  let oldValue: string | null = null;
  try {
    oldValue = storage?.getItem(THEME_STORAGE_KEY) ?? null;
    storage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Full or refused storage: the theme still changes for this tab.
  }
  win.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, oldValue, newValue: mode, storageArea: storage, url: win.location.href }));
}
