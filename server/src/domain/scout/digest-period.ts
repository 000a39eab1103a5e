export type DigestCadence = 'daily' | 'weekly';

/** A digest's period: its key (2026-11-26, 2026-W48), its first instant and the instant after its last. */
export interface DigestPeriod {
  key: string;
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

const startOfUtcDay = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** ISO 8601 week of the Monday `monday`: the week belongs to the year of its Thursday. */
function isoWeekKey(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The last whole period before `now` (UTC): yesterday for a daily digest, last Monday-to-Sunday week for a
 * weekly one. A digest reports a period once it is over, so what it lists no longer changes.
 */
export function lastCompletedPeriod(cadence: DigestCadence, now: Date): DigestPeriod {
  const today = startOfUtcDay(now);
  if (cadence === 'daily') {
    const start = new Date(today.getTime() - DAY_MS);
    return { key: isoDay(start), start, end: today };
  }
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  const end = new Date(today.getTime() - sinceMonday * DAY_MS);
  const start = new Date(end.getTime() - 7 * DAY_MS);
  return { key: isoWeekKey(start), start, end };
}
