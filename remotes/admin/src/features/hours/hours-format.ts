/** "7.5 h" from minutes. */
export const hoursText = (minutes: number): string => `${Math.round((minutes / 60) * 100) / 100} h`;

/** "23 Nov 2026" for a week's Monday. */
export const weekLabel = (day: string): string => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The first and last day of the month holding `now`, as the totals' default range. */
export function monthRange(now = new Date()): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/** Totals rows grouped per person, each with their projects and sum. */
export function groupTotals<T extends { userId: string; userName: string; minutes: number }>(rows: readonly T[]): { userId: string; userName: string; minutes: number; rows: T[] }[] {
  const groups = new Map<string, { userId: string; userName: string; minutes: number; rows: T[] }>();
  for (const r of rows) {
    const g = groups.get(r.userId) ?? { userId: r.userId, userName: r.userName, minutes: 0, rows: [] };
    g.minutes += r.minutes;
    g.rows.push(r);
    groups.set(r.userId, g);
  }
  return [...groups.values()].sort((a, b) => a.userName.localeCompare(b.userName));
}
