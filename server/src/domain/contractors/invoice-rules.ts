/** Amount in minor units for `minutes` at `rateCents` an hour, rounded half up to the cent. */
export const invoiceAmountCents = (minutes: number, rateCents: number): number => Math.round((minutes * rateCents) / 60);

/** Do two inclusive day ranges (YYYY-MM-DD) share a day? */
export const periodsOverlap = (a: { from: string; to: string }, b: { from: string; to: string }): boolean => a.from <= b.to && b.from <= a.to;

/** "INV-2026-0007": the year of issue and a running number within it. */
export const invoiceNumber = (year: number, sequence: number): string => `INV-${year}-${String(sequence).padStart(4, '0')}`;

/** "1,234.50 EUR" for PDFs and mails (the screens format with the browser's locale). */
export const moneyText = (cents: number, currency: string): string =>
  `${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
