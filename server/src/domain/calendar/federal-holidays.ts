import type { BusinessDayNotice } from '@iprism/shared/contracts';
import { addDays, dayOfWeek, isoDate } from './calendar-date';

export interface Holiday {
  /** The day the holiday is observed (the day offices are closed). */
  date: string;
  name: string;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The nth (1-based) weekday of a month, or the last one for n = -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = isoDate(year, month, 1);
    return addDays(first, ((weekday - dayOfWeek(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = isoDate(year, month + 1, 0);
  return addDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
}

/** A fixed-date holiday moves to Friday when it falls on a Saturday and to Monday on a Sunday (5 U.S.C. 6103(b), E.O. 11582). */
function observed(date: string): string {
  const day = dayOfWeek(date);
  return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, 1) : date;
}

/**
 * The legal public holidays of 5 U.S.C. 6103(a) as observed in `year`, plus Inauguration Day, which is a
 * holiday in the District of Columbia (5 U.S.C. 6103(c)) and so closes the USPTO for 35 U.S.C. 21(b).
 * Each holiday is listed in the year it is observed: New Year's Day on a Saturday is observed on the
 * Friday before, in the previous year. Days closed by executive order are not predictable and not listed.
 */
export function federalHolidays(year: number): Holiday[] {
  const fixed = (y: number, month: number, day: number, name: string): Holiday => ({ date: observed(isoDate(y, month, day)), name });
  const holidays: Holiday[] = [
    fixed(year, 1, 1, "New Year's Day"),
    fixed(year + 1, 1, 1, "New Year's Day"),
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    fixed(year, 7, 4, 'Independence Day'),
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    fixed(year, 11, 11, 'Veterans Day'),
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    fixed(year, 12, 25, 'Christmas Day'),
  ];
  if (year >= 1986) holidays.push({ date: nthWeekday(year, 1, 1, 3), name: 'Birthday of Martin Luther King, Jr.' });
  if (year >= 2021) holidays.push(fixed(year, 6, 19, 'Juneteenth National Independence Day'));
  if (year >= 1965 && (year - 1965) % 4 === 0) {
    // Inauguration Day is 20 January, or the 21st when the 20th is a Sunday; it is not moved off a Saturday.
    const twentieth = isoDate(year, 1, 20);
    holidays.push({ date: dayOfWeek(twentieth) === 0 ? addDays(twentieth, 1) : twentieth, name: 'Inauguration Day' });
  }
  return holidays.filter((h) => h.date.startsWith(`${year}-`)).sort((a, b) => a.date.localeCompare(b.date));
}

/** Why the USPTO is closed on `date` ('Saturday', 'Sunday' or the holiday), or null on a business day. */
export function closedReason(date: string): string | null {
  const day = dayOfWeek(date);
  if (day === 0 || day === 6) return WEEKDAY_NAMES[day]!;
  return federalHolidays(Number(date.slice(0, 4))).find((h) => h.date === date)?.name ?? null;
}

/** `date` itself when it is a business day, else the next one. */
export function nextBusinessDay(date: string): string {
  let day = date;
  while (closedReason(day) !== null) day = addDays(day, 1);
  return day;
}

/**
 * What to tell the user about a deadline that falls when the USPTO is closed: under 35 U.S.C. 21(b) the
 * action or fee is timely on the next business day. Null when the date is a business day.
 */
export function businessDayNotice(date: string): BusinessDayNotice | null {
  const reason = closedReason(date);
  if (reason === null) return null;
  const next = nextBusinessDay(date);
  const what = WEEKDAY_NAMES.includes(reason) ? `a ${reason}` : `a federal holiday (${reason})`;
  return { date, reason, nextBusinessDay: next, message: `${date} falls on ${what}; it may be met on the next business day, ${next} (35 U.S.C. 21(b)).` };
}
