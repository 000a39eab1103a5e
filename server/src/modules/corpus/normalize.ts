/** Small normalisations every reader shares: dates to ISO, classification symbols without spaces. */

const pad = (n: number): string => String(n).padStart(2, '0');

function isoIfValid(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1700 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 20211019, 2021-10-19, 2021-10-19T00:00:00Z, 10/19/2021 (US month first) -> 2021-10-19; else null. */
export function isoDate(value: string | null | undefined): string | null {
  const s = (value ?? '').trim();
  let m = /^(\d{4})-?(\d{2})-?(\d{2})(?:$|T|\s)/.exec(s);
  if (m) return isoIfValid(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return isoIfValid(+m[3]!, +m[1]!, +m[2]!);
  return null;
}

/**
 * A citation's date as precise as the source gives it: reference lists often state only the month
 * (19891200), which becomes 1989-12 rather than an invented day.
 */
export function citationDate(value: string | null | undefined): string | null {
  const s = (value ?? '').trim();
  const full = isoDate(s);
  if (full) return full;
  const m = /^(\d{4})-?(\d{2})(?:-?00)?$/.exec(s);
  if (m && +m[2]! >= 1 && +m[2]! <= 12) return `${m[1]}-${m[2]}`;
  return /^\d{4}(?:-?00){0,2}$/.test(s) ? s.slice(0, 4) : null;
}

const SYMBOL = /^([A-HY]\d{2}[A-Z])(\d{1,4})\/(\d{1,6})$/;

/**
 * A CPC or IPC symbol without spaces (H04L9/32) from the ways sources write it: 'H04L 9/32',
 * 'C10L   1/    00', 'H01L21/70 20060101' (with a version date), or from its parts. Null when it is
 * not a group symbol.
 */
export function classificationSymbol(raw: string | null | undefined): string | null {
  const s = (raw ?? '').trim().toUpperCase();
  if (!s) return null;
  // A trailing version date or flags follow the symbol after a run of spaces or as a second token.
  const head = /^([A-HY]\s*\d\s*\d\s*[A-Z])\s*(\d{1,4})\s*\/\s*(\d{1,6})/.exec(s) ?? fixedWidth(s);
  if (!head) return null;
  // Main groups are written zero-padded in older XML (A41D013/00); subgroup digits are significant.
  const symbol = `${head[1]!.replace(/\s/g, '')}${parseInt(head[2]!, 10)}/${head[3]}`;
  return SYMBOL.test(symbol) ? symbol : null;
}

/** ST.32's fixed-width IPC: subclass, main group right-aligned in three places, subgroup ('G06F 1516', 'B32B  302'). */
const fixedWidth = (s: string): RegExpExecArray | null => /^([A-HY]\d\d[A-Z])([ \d]{2}\d)(\d{2,6})$/.exec(s);

/** Joins the part elements of ST.36-style classifications (section, class, subclass, main group, subgroup). */
export function symbolFromParts(parts: { section: string; class: string; subclass: string; mainGroup: string; subgroup: string }): string | null {
  return classificationSymbol(`${parts.section}${parts.class}${parts.subclass}${parts.mainGroup}/${parts.subgroup}`);
}

/** Symbols from a list, normalised, invalid ones dropped, duplicates removed, order kept. */
export function classificationSymbols(raw: Iterable<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const value of raw) {
    const symbol = classificationSymbol(value);
    if (symbol) out.add(symbol);
  }
  return [...out];
}

/** "Henley; Francois J." -> "Francois J. Henley"; names without the USPTO surname-first semicolon stay. */
export function personName(raw: string): string {
  const s = raw.replace(/\s+/g, ' ').trim().replace(/,\s*$/, '');
  const semicolon = s.indexOf(';');
  const given = semicolon > 0 ? s.slice(semicolon + 1).trim() : '';
  return given ? `${given} ${s.slice(0, semicolon)}` : s;
}
