import type { CorpusRecord } from '../record';
import { US_GRANT_DAYS, US_PUBLICATION_DAYS } from './us-issue-days-table';

/** One publication day: its date and the first and last numbers seen published on it. */
export type IssueDay = readonly [date: string, first: number, last: number];

export interface IssueDays {
  /** Grants (7 and 8 digits), issued on Tuesdays. */
  grants: readonly IssueDay[];
  /** Pre-grant publications (year and seven-digit serial), published on Thursdays. */
  publications: readonly IssueDay[];
}

const SHIPPED: IssueDays = { grants: US_GRANT_DAYS, publications: US_PUBLICATION_DAYS };
/** Publication days of one series are a week apart. */
export const WEEK_MS = 7 * 86_400_000;

/**
 * The day a number in an ascending series was published. The USPTO numbers grants and pre-grant publications
 * in the order it publishes them, a week's batch at a time, so a number between two numbers of one day was
 * published that day. Between the last number of one day and the first of the next publication day a week
 * later, it is one of the two: the later is taken, so a document is never dated earlier than it was published
 * (a prior-art cutoff can only exclude it wrongly, never admit it). Otherwise (outside the series, or a gap of
 * more than a week in it) null.
 */
export function dayOfNumber(series: readonly IssueDay[], n: number): string | null {
  let lo = 0;
  let hi = series.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (series[mid]![1] <= n) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (at < 0) return null;
  const [date, , last] = series[at]!;
  if (n <= last) return date;
  const next = series[at + 1];
  return next && Date.parse(next[0]) - Date.parse(date) <= WEEK_MS ? next[0] : null;
}

/** Where a corpus record's US number (docdb.ts withUsSerialDigits) falls: the grants' series or the publications'. */
export function usSeriesNumber(number: string): { series: keyof IssueDays; n: number } | null {
  if (/^\d{7,8}$/.test(number)) return { series: 'grants', n: Number(number) };
  return /^20\d{9}$/.test(number) ? { series: 'publications', n: Number(number) } : null;
}

/** The publication day of a US grant or pre-grant publication, read off its number; null when the table cannot tell. */
export function usPublicationDate(number: string, days: IssueDays = SHIPPED): string | null {
  const at = usSeriesNumber(number);
  return at ? dayOfNumber(days[at.series], at.n) : null;
}

/**
 * A US record its source gives no publication date (the Google Patents scrape has none) is dated from its number,
 * so a search with a priority cutoff can still find it.
 */
export function withPublicationDateFromNumber(record: CorpusRecord, days: IssueDays = SHIPPED): CorpusRecord {
  if (record.publicationDate !== null || record.country !== 'US') return record;
  const date = usPublicationDate(record.number, days);
  return date ? { ...record, publicationDate: date } : record;
}
