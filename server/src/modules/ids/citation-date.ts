/**
 * Citation dates as forms and data write them (19820200 in grant XML with an unknown day, 10-17-2006 on an
 * SB/08, 2006-10-17, "30 June 2006", "May 1993", 1993) read to an ISO date of the precision given.
 */
export interface CitationDate {
  /** YYYY, YYYY-MM or YYYY-MM-DD. */
  iso: string;
  year: number;
  month: number | null;
  day: number | null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Null when the text is no date, or names an impossible one (2006-02-30). */
export function parseCitationDate(raw: string | null | undefined): CitationDate | null {
  const s = (raw ?? '').trim();
  if (!s) return null;
  let m = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (m) return build(+m[1]!, +m[2]! || null, +m[3]! || null);
  m = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?$/.exec(s);
  if (m) return build(+m[1]!, +m[2]!, m[3] ? +m[3] : null);
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  if (m) return build(+m[3]!, +m[1]!, +m[2]!);
  m = /^(\d{1,2})[-/.](\d{4})$/.exec(s);
  if (m) return build(+m[2]!, +m[1]!, null);
  m = /^(\d{4})$/.exec(s);
  if (m) return build(+m[1]!, null, null);
  m = /^(?:(\d{1,2})\s+)?([A-Za-z]{3,})\.?\s+(?:(\d{1,2}),?\s+)?(\d{4})$/.exec(s);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1;
    if (month === 0) return null;
    const day = m[1] ?? m[3];
    return build(+m[4]!, month, day ? +day : null);
  }
  return null;
}

function build(year: number, month: number | null, day: number | null): CitationDate | null {
  if (year < 1790 || year > 2999) return null;
  if (month === null) return { iso: String(year), year, month: null, day: null };
  if (month < 1 || month > 12) return null;
  const mm = String(month).padStart(2, '0');
  if (day === null) return { iso: `${year}-${mm}`, year, month, day: null };
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { iso: `${year}-${mm}-${String(day).padStart(2, '0')}`, year, month, day };
}

/** The last day a date of this precision may stand for, to compare with a filing date or today. */
export function latestDay(d: CitationDate): string {
  if (d.day !== null) return d.iso;
  if (d.month !== null) return new Date(Date.UTC(d.year, d.month, 0)).toISOString().slice(0, 10);
  return `${d.year}-12-31`;
}

/** The earliest day it may stand for. */
export function earliestDay(d: CitationDate): string {
  return `${d.year}-${String(d.month ?? 1).padStart(2, '0')}-${String(d.day ?? 1).padStart(2, '0')}`;
}

/** SB/08 writes dates MM-DD-YYYY; a partial date keeps its precision (MM-YYYY, YYYY). */
export function sb08Date(iso: string | null): string {
  if (!iso) return '';
  const [y, m, d] = iso.split('-');
  return [m, d, y].filter(Boolean).join('-');
}
