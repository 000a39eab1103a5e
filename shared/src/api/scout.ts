import { PatentRecordSchema, type PatentRecord } from '../contracts/patents';
import { LandscapeSchema, WatchListSchema, WatchSchema, type CreateWatchRequest, type Landscape, type LandscapeRequest, type UpdateWatchRequest, type Watch, type WatchList } from '../contracts/scout';
import { apiFetch } from './api-fetch';

/** Scout: patent pages, landscapes and watches. Loads leave errors to the page; watch changes toast what a form cannot show. */

const WATCHES_PATH = '/api/scout/watches';

export function getPatentRecord(number: string, signal?: AbortSignal): Promise<PatentRecord> {
  return apiFetch(`/api/patents/${encodeURIComponent(number)}`, { schema: PatentRecordSchema, notify: false, signal });
}

export function getLandscape(request: LandscapeRequest, signal?: AbortSignal): Promise<Landscape> {
  return apiFetch('/api/scout/landscape', { method: 'POST', body: request, schema: LandscapeSchema, notify: false, signal });
}

export function listWatches(signal?: AbortSignal): Promise<WatchList> {
  return apiFetch(WATCHES_PATH, { schema: WatchListSchema, notify: false, signal });
}

export function createWatch(request: CreateWatchRequest): Promise<Watch> {
  return apiFetch(WATCHES_PATH, { method: 'POST', body: request, schema: WatchSchema });
}

export function updateWatch(id: string, change: UpdateWatchRequest): Promise<Watch> {
  return apiFetch(`${WATCHES_PATH}/${encodeURIComponent(id)}`, { method: 'PATCH', body: change, schema: WatchSchema });
}

export async function deleteWatch(id: string): Promise<void> {
  await apiFetch(`${WATCHES_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
