import { PriorArtResultSchema, type PriorArtCutoffRequest, type PriorArtResult } from '../contracts/prior-art';
import { CorpusLoadSchema, PatentSearchResponseSchema, type CorpusLoad, type PatentSearchRequest, type PatentSearchResponse } from '../contracts/patents';
import { apiFetch } from './api-fetch';
import { applicationPath, fileNameFromDisposition } from './applications-query';
import type { DownloadedFile } from './applications';
import { fetchWithToken } from './applications-transfer';

/** The prior-art stage's result; rejects with a 409 ApiError while the stage has not finished. */
export function getPriorArt(id: string, signal?: AbortSignal): Promise<PriorArtResult> {
  return apiFetch(applicationPath(id, 'prior-art'), { schema: PriorArtResultSchema, notify: false, signal });
}

/** Sets the prior-art cutoff (null: back to the document's earliest date); the search runs again (202). */
export async function setPriorArtCutoff(id: string, request: PriorArtCutoffRequest): Promise<void> {
  await apiFetch(applicationPath(id, 'prior-art/cutoff'), { method: 'PUT', body: request, notify: false });
}

export async function downloadPriorArtCsv(id: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const res = await fetchWithToken(applicationPath(id, 'prior-art.csv'), signal);
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? `prior-art-${id}.csv` };
}

/** Full-text and semantic search over the patent corpus (POST /api/patents/search). */
export function searchPatents(request: PatentSearchRequest, signal?: AbortSignal): Promise<PatentSearchResponse> {
  return apiFetch('/api/patents/search', { method: 'POST', body: request, schema: PatentSearchResponseSchema, notify: false, signal });
}

/** Whether the corpus is still importing or being indexed (GET /api/patents/corpus-load). */
export function getCorpusLoad(signal?: AbortSignal): Promise<CorpusLoad> {
  return apiFetch('/api/patents/corpus-load', { schema: CorpusLoadSchema, notify: false, signal });
}
