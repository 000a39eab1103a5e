import { useSessionSnapshot } from '../account/use-session-snapshot';
import { useResource } from '../account/use-resource';
import { loadPatentSettings } from './settings-api';

/**
 * The signed-in user's patent settings, remembered in this tab under their id, so the report and the
 * search apply them at once on a second visit and a save on the settings page is seen everywhere.
 */
export function usePatentSettings() {
  const userId = useSessionSnapshot().user?.id ?? null;
  return useResource(loadPatentSettings, { rememberAs: userId ? `patent-settings:${userId}` : null });
}
