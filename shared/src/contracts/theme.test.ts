import { themeModeFromStored } from './theme';

describe('themeModeFromStored (SPEC §1)', () => {
  it('is dark only for the exact stored value dark', () => {
    expect(themeModeFromStored('dark')).toBe('dark');
    expect(themeModeFromStored('Dark')).toBe('light');
    expect(themeModeFromStored('light')).toBe('light');
    expect(themeModeFromStored(null)).toBe('light');
    expect(themeModeFromStored(undefined)).toBe('light');
  });
});
