const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-05" → "May 2026" (the month of a UTC revenue bucket). */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return MONTH.format(new Date(Date.UTC(y, m - 1, 1)));
}
