import { invalidField } from '../invalid-field';

/**
 * Calendar dates as YYYY-MM-DD strings, computed in UTC so a server's time zone never moves a deadline.
 * String order is date order.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The date given, checked: a real calendar day as YYYY-MM-DD, else a 400 naming `field`. */
export function parseIsoDate(value: unknown, field: string): string {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (match) {
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d) return value as string;
  }
  throw invalidField(field, 'must be a calendar date as YYYY-MM-DD.');
}

const toUtc = (date: string): Date => new Date(`${date}T00:00:00Z`);
const fromUtc = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The same day `months` months later; a day the target month lacks falls back to its last day
 * (31 August + 6 months is 28 or 29 February; 29 February + 1 year is 28 February).
 */
export function addMonths(date: string, months: number): string {
  const start = toUtc(date);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return fromUtc(target);
}

/** The same day `years` years later, with addMonths' month-end rule. */
export const addYears = (date: string, years: number): string => addMonths(date, years * 12);

/** The day `days` days later (earlier when negative). */
export const addDays = (date: string, days: number): string => fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));

/** 0 = Sunday … 6 = Saturday. */
export const dayOfWeek = (date: string): number => toUtc(date).getUTCDay();

/** A date from its parts; month 1–12, and day 0 is the last day of the month before. */
export const isoDate = (year: number, month: number, day: number): string => fromUtc(new Date(Date.UTC(year, month - 1, day)));

/** Today in UTC from the caller's clock. */
export const dateOf = (at: Date): string => fromUtc(at);
