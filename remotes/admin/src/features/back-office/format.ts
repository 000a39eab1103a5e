/** Dates and numbers as the back office shows them (en-US, the user's time zone; ISO kept for exports). */
export const dateTime = (iso: string | null): string => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');
export const dateOnly = (iso: string | null): string => (iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—');
export const count = (n: number): string => n.toLocaleString('en-US');

/** A date input's value (YYYY-MM-DD) as the end of that day in UTC, so a licence runs through the whole day. */
export const endOfDayIso = (day: string): string => `${day}T23:59:59.000Z`;
