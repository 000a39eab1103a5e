import type { PatentSearchRequest } from '@iprism/shared/contracts/patents';

export interface SearchForm {
  q: string;
  cpc: string;
  country: string;
  kind: string;
  before: string;
}

export const SEARCH_FIELDS = ['q', 'cpc', 'country', 'kind', 'before'] as const;

/** The search as the URL holds it, so a result page can be linked to (the CPC explorer links here). */
export function formFromParams(params: URLSearchParams): SearchForm {
  return { q: params.get('q') ?? '', cpc: params.get('cpc') ?? '', country: params.get('country') ?? '', kind: params.get('kind') ?? '', before: params.get('before') ?? '' };
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The user's prior-art settings a search starts from (the form's own date wins over the saved one). */
export interface SearchDefaults {
  pageSize?: number;
  publishedAfter?: string | null;
  publishedBefore?: string | null;
}

/** The API request for a form, or null when there is nothing to search for yet. */
export function requestFromForm(form: SearchForm, page: number, defaults: SearchDefaults = {}): PatentSearchRequest | null {
  if (!form.q.trim()) return null;
  const filters: NonNullable<PatentSearchRequest['filters']> = {};
  if (form.cpc.trim()) filters.cpc = form.cpc.trim().replace(/\s+/g, '').toUpperCase();
  if (form.country.trim()) filters.country = form.country.trim().toUpperCase();
  if (form.kind.trim()) filters.kind = form.kind.trim().toUpperCase();
  const before = form.before || defaults.publishedBefore;
  if (before) filters.publishedBefore = before;
  if (defaults.publishedAfter) filters.publishedAfter = defaults.publishedAfter;
  return { query: form.q.trim(), filters, page, ...(defaults.pageSize !== undefined && { pageSize: defaults.pageSize }) };
}
