import { apiFetch } from '@iprism/shared/api';
import { PatentSettingsSchema, type PatentSettings } from '@iprism/shared/contracts';

const PATENT_SETTINGS_PATH = '/api/account/patent-settings';

/* The patent workspace's settings calls; this remote is the only caller. Errors are the page's to show. */

export function loadPatentSettings(signal?: AbortSignal): Promise<PatentSettings> {
  return apiFetch(PATENT_SETTINGS_PATH, { schema: PatentSettingsSchema, notify: false, signal });
}

export function savePatentSettings(settings: PatentSettings): Promise<PatentSettings> {
  return apiFetch(PATENT_SETTINGS_PATH, { method: 'PUT', body: settings, schema: PatentSettingsSchema, notify: false });
}
