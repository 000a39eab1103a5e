import { APPLICATION_STATUSES, type ApplicationStatus } from '@iprism/shared/contracts/applications';

/** The archive's view as the URL keeps it, so a reload, a bookmark or Back shows the same rows. */
export interface ArchiveParams {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  q: string;
  status: ApplicationStatus | null;
  /** ISO dates (yyyy-mm-dd) or ''. */
  from: string;
  to: string;
}

export const ARCHIVE_PAGE_SIZES = [10, 20, 50] as const;
export const ARCHIVE_DEFAULTS: ArchiveParams = { page: 1, pageSize: 20, q: '', status: null, from: '', to: '' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
};

/** Reads the archive's view from the query string; anything malformed falls back to the default. */
export function parseArchiveParams(search: URLSearchParams): ArchiveParams {
  const size = positiveInt(search.get('pageSize'));
  const status = search.get('status');
  const date = (key: string) => {
    const v = search.get(key) ?? '';
    return ISO_DATE.test(v) ? v : '';
  };
  return {
    page: positiveInt(search.get('page')) ?? ARCHIVE_DEFAULTS.page,
    pageSize: size && (ARCHIVE_PAGE_SIZES as readonly number[]).includes(size) ? size : ARCHIVE_DEFAULTS.pageSize,
    q: (search.get('q') ?? '').slice(0, 200),
    status: status && (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationStatus) : null,
    from: date('from'),
    to: date('to'),
  };
}

/** The query string of a view, leaving defaults out so a plain visit keeps a clean URL. */
export function archiveSearchParams(params: ArchiveParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.q.trim()) out.set('q', params.q.trim());
  if (params.status) out.set('status', params.status);
  if (params.from) out.set('from', params.from);
  if (params.to) out.set('to', params.to);
  if (params.page !== ARCHIVE_DEFAULTS.page) out.set('page', String(params.page));
  if (params.pageSize !== ARCHIVE_DEFAULTS.pageSize) out.set('pageSize', String(params.pageSize));
  return out;
}

/**
 * A view with some fields changed. Changing what is shown (search, status, dates, page size) goes back
 * to page 1, since the old page number means nothing in the new list.
 */
export function changeArchiveParams(current: ArchiveParams, change: Partial<ArchiveParams>): ArchiveParams {
  const next = { ...current, ...change };
  const filtersChanged = (['q', 'status', 'from', 'to', 'pageSize'] as const).some((k) => k in change && change[k] !== current[k]);
  return filtersChanged && !('page' in change) ? { ...next, page: 1 } : next;
}

/** The API request of a view. */
export const archiveRequest = (p: ArchiveParams) => ({
  page: p.page,
  pageSize: p.pageSize,
  q: p.q.trim() || undefined,
  status: p.status ?? undefined,
  from: p.from || undefined,
  to: p.to || undefined,
});

/** True when the dates are the wrong way round. */
export const datesReversed = (p: Pick<ArchiveParams, 'from' | 'to'>): boolean => !!p.from && !!p.to && p.from > p.to;
