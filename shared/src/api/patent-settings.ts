import { PatentSettingsSchema, type PatentSettings } from '../contracts/patent-settings';
import { apiFetch } from './api-fetch';

const PATENT_SETTINGS_PATH = '/api/account/patent-settings';

/* The patent workspace's settings of the signed-in user. Errors are the page's to show. */

export function loadPatentSettings(signal?: AbortSignal): Promise<PatentSettings> {
  return apiFetch(PATENT_SETTINGS_PATH, { schema: PatentSettingsSchema, notify: false, signal });
}

export function savePatentSettings(settings: PatentSettings): Promise<PatentSettings> {
  return apiFetch(PATENT_SETTINGS_PATH, { method: 'PUT', body: settings, schema: PatentSettingsSchema, notify: false });
}
