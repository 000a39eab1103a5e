/** Dates and times as the account page shows them, in the reader's locale unless one is given (tests). */

export function formatDate(iso: string | null, locale?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

export function formatDateTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
/** Under this a time reads "just now": the session list is not a stopwatch. */
const JUST_NOW_MS = 60_000;

/** "just now", "5 minutes ago", "yesterday": how long before `now` the ISO time was. */
export function formatRelative(iso: string, now: Date, locale?: string): string {
  const elapsedMs = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(elapsedMs)) return '—';
  if (elapsedMs < JUST_NOW_MS) return 'just now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, sizeMs] of UNITS) {
    if (elapsedMs >= sizeMs) return format.format(-Math.floor(elapsedMs / sizeMs), unit);
  }
  return 'just now';
}
