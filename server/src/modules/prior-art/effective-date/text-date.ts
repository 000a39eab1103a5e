import { isoDate } from '../../corpus';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date as patent documents write it in prose: "Jun. 6, 2001", "June 6, 2001", "6 June 2001", "2001-06-06", "06/06/2001". */
export const TEXT_DATE = String.raw`(?:[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]{2,8}\.?,?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{4}|\d{4}\.\d{2}\.\d{2})`;

/** ISO form of a TEXT_DATE match; null when it is not a real date. */
export function textDate(raw: string): string | null {
  const s = raw.trim();
  let m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(s);
  if (m) return monthDate(m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(s);
  if (m) return monthDate(m[2]!, +m[1]!, +m[3]!);
  m = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(s);
  if (m) return isoDate(`${m[1]}-${m[2]}-${m[3]}`);
  return isoDate(s);
}

function monthDate(name: string, day: number, year: number): string | null {
  const month = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  if (month < 0 || (name.length > 3 && !/^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)/i.test(name))) return null;
  return isoDate(`${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
}
