// The stored theme preference has one definition, shared with the remotes' settings pages.
export { THEME_STORAGE_KEY, themeModeFromStored } from '@iprism/shared/contracts/theme';
export type { ThemeMode } from '@iprism/shared/contracts/theme';
