import { useQuery } from '@tanstack/react-query';
import { patentSettingsQueries } from '@iprism/shared/api/patent-settings-queries';

/** The signed-in user's patent settings: one cached query, so a save on the settings page is seen by the report and the search at once. */
export function usePatentSettings() {
  return useQuery(patentSettingsQueries.detail());
}
