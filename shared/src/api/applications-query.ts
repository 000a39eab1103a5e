import type { ApplicationPageQuery } from '../contracts/applications';

/** What a caller may pass to GET /api/applications; every field optional, the server fills the defaults. */
export type ApplicationPageRequest = Partial<ApplicationPageQuery>;

/** The base path of the applications API. */
export const APPLICATIONS_API_PATH = '/api/applications';

/**
 * The query string of GET /api/applications, with a leading `?` (or '' when there is nothing to send).
 * Empty strings and undefined fields are left out, the search text is trimmed; the order is fixed so the
 * same request always builds the same URL.
 */
export function applicationPageQueryString(query: ApplicationPageRequest): string {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.status) params.set('status', query.status);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `/api/applications/{id}` plus an optional sub-path (`report`, `files/ids`), with the id encoded. */
export function applicationPath(id: string, rest?: string): string {
  const base = `${APPLICATIONS_API_PATH}/${encodeURIComponent(id)}`;
  return rest ? `${base}/${rest}` : base;
}

/**
 * The file name of a `Content-Disposition: attachment` header: the RFC 5987 `filename*` when present,
 * else the plain `filename`, else null.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}
