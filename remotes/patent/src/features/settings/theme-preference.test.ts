import { THEME_STORAGE_KEY } from '@iprism/shared/contracts/theme';
import { applyThemePreference } from './theme-preference';

describe('applyThemePreference', () => {
  afterEach(() => window.localStorage.clear());

  it('stores the theme and announces it to this tab as a storage event', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const events: StorageEvent[] = [];
    const listen = (e: StorageEvent) => events.push(e);
    window.addEventListener('storage', listen);
    applyThemePreference('dark');
    window.removeEventListener('storage', listen);

    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ key: THEME_STORAGE_KEY, oldValue: 'light', newValue: 'dark' });
  });
});
