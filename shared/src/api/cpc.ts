import { CpcSearchResponseSchema, CpcSectionsSchema, type CpcChild, type CpcSearchHit } from '../contracts/cpc';
import { ClassifyResponseSchema, CorpusStatusSchema, CpcNodeSchema, type CorpusStatus, type CpcNode, type CpcPrediction } from '../contracts/patents';
import { apiFetch } from './api-fetch';

/**
 * The classification explorer's calls, the CPC classifier and the admin corpus status. The
 * screens show failures beside what failed (`notify: false`).
 */

export const CPC_API_PATH = '/api/cpc';

/** /api/cpc/G06N3/00: the slash stays a path separator (the server reads the rest of the path). */
export const cpcNodePath = (symbol: string): string => `${CPC_API_PATH}/${symbol.split('/').map(encodeURIComponent).join('/')}`;

/** The sections, the tree's roots; empty while the scheme is not imported. */
export async function listCpcSections(signal?: AbortSignal): Promise<CpcChild[]> {
  return (await apiFetch(CPC_API_PATH, { schema: CpcSectionsSchema, notify: false, signal })).sections;
}

/** One symbol with its path, count and children; rejects with a 404 ApiError for an unknown symbol. */
export function getCpcNode(symbol: string, signal?: AbortSignal): Promise<CpcNode> {
  return apiFetch(cpcNodePath(symbol), { schema: CpcNodeSchema, notify: false, signal });
}

/** Symbols starting with `q`, or whose titles match its words, best first. */
export async function searchCpc(q: string, limit?: number, signal?: AbortSignal): Promise<CpcSearchHit[]> {
  const query = new URLSearchParams({ q, ...(limit !== undefined && { limit: String(limit) }) });
  return (await apiFetch(`${CPC_API_PATH}/search?${query.toString()}`, { schema: CpcSearchResponseSchema, notify: false, signal })).results;
}

/** CPC subclasses predicted for `text`, best first. */
export async function classifyCpc(text: string): Promise<CpcPrediction[]> {
  return (await apiFetch('/api/patents/classify', { method: 'POST', body: { text }, schema: ClassifyResponseSchema, notify: false })).predictions;
}

/** Corpus size, countries, vectors and import history (staff only). */
export function getCorpusStatus(signal?: AbortSignal): Promise<CorpusStatus> {
  return apiFetch('/api/admin/corpus', { schema: CorpusStatusSchema, notify: false, signal });
}
