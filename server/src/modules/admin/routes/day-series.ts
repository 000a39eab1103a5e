const DAY_MS = 24 * 60 * 60_000;

/** The last `n` UTC days ending with today's, as YYYY-MM-DD, oldest first (chart axes with no gaps). */
export function lastDays(now: Date, n: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: n }, (_, i) => new Date(today - (n - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}
