import { emptyRaw, type RawCitation } from './build-citations';

/** Form furniture repeated on every sheet: title, identification block, column headings, signature boxes. */
const FURNITURE = [
  /^INFORMATION DISCLOSURE/i,
  /^\(Use as many sheets/i,
  /^Substitute for form/i,
  /^(Application Number|Filing Date|First Named Inventor|Art Unit|Examiner Name|Attorney Docket Number|Title)\s*:/i,
  /^Examiner\b/i,
  /^Initials\*?/i,
  /^\*\s*EXAMINER/i,
  /^Sheet \d+ of \d+/i,
  /^Cite No/i,
  /^None$/,
];

/** Cite numbers may skip a few (withdrawn citations); a wrapped literature line starting with a larger number is text. */
const NPL_CITE_GAP = 10;

/** Where each table starts; a sheet's identification block comes before the first. */
export const SECTION_HEADINGS: [RegExp, RawCitation['section']][] = [
  [/^NON[\s-]?PATENT LITERATURE DOCUMENTS/i, 'npl'],
  [/^FOREIGN PATENT DOCUMENTS/i, 'foreign'],
  [/^U\.\s?S\.\s?PATENT (APPLICATION PUBLICATIONS|DOCUMENTS)/i, 'us'],
];

// Lines are read with white space collapsed to single spaces, so one `\s` before a trailing `.*` takes
// what `\s+` took, and the two cannot trade characters (no backtracking blow-up on a long row).
const DATE = String.raw`(?:\d{1,2}-\d{1,2}-\d{4}|\d{1,2}-\d{4}|\d{4}-\d{2}(?:-\d{2})?|\d{8}|\d{4})`;
/** US-7123456-B2, 7,123,456 B1, US 2005/0101841 A9, RE38,123-E, D512,345 S */
const US_ROW = new RegExp(String.raw`^((?:US[\s-]?)?(?:RE|PP|D|H|T)?[\d,/]{4,}(?:[\s-]?[A-Z]\d?)?)(?:\s+(${DATE}))?(?:\s(.*))?$`);
/** 1070479 EP A2 01-2001 Name (the form's columns), or EP-1070479-A2 01-2001 Name (country and kind in the number). */
const FOREIGN_COLUMNS = new RegExp(String.raw`^((?:[A-Z]{2}\s)?\S+)\s+([A-Z]{2})(?:\s+([A-Z]\d?))?(?:\s+(${DATE}))?(?:\s(.*))?$`);
const FOREIGN_JOINED = new RegExp(String.raw`^([A-Z]{2})[\s-]?([\d/\-]+?)(?:[\s-]([A-Z]\d?))?(?:\s+(${DATE}))?(?:\s(.*))?$`);

/**
 * The text of an SB/08 form (as the PDF extractor gives it, a line per row with the cells separated by
 * spaces) read table by table. A row starts with its cite number; lines that do not are the wrapped rest
 * of the row's last cell (the patentee's name or the literature citation).
 */
export function readSb08Text(pages: readonly string[]): RawCitation[] {
  const out: RawCitation[] = [];
  let section: RawCitation['section'] = null;
  let open: RawCitation | null = null;
  let lastCite: number | null = null;
  for (const raw of pages.join('\n').split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    const heading = SECTION_HEADINGS.find(([re]) => re.test(line));
    if (heading) {
      if (heading[1] !== section) {
        open = null;
        lastCite = null;
      }
      section = heading[1];
      continue;
    }
    if (FURNITURE.some((re) => re.test(line)) || section === null) continue;
    const start = /^(\d{1,4})\s(.+)$/.exec(line);
    const cite = start ? Number(start[1]) : null;
    // A wrapped line can begin with a number too: a row opens only with a cite number above the last one
    // (close above it for literature, whose wrapped text is free) and, for patents, a readable number.
    const opens = start && cite !== null && (lastCite === null || (cite > lastCite && (section !== 'npl' || cite <= lastCite + NPL_CITE_GAP)));
    const row = opens ? readRow(section, start[1]!, start[2]!) : null;
    if (row) {
      out.push(row);
      open = row;
      lastCite = cite;
    } else if (open) {
      if (open.section === 'npl') open.nplText = `${open.nplText ?? ''} ${line}`.trim();
      else open.name = `${open.name ?? ''} ${line}`.trim();
    }
  }
  return out;
}

function readRow(section: NonNullable<RawCitation['section']>, citeNo: string, body: string): RawCitation | null {
  if (section === 'npl') return { ...emptyRaw('npl'), citeNo, nplText: body };
  if (section === 'us') {
    const m = US_ROW.exec(body);
    if (!m) return null;
    return { ...emptyRaw('us'), citeNo, country: 'US', number: m[1]!, date: m[2] ?? null, name: m[3] ?? null };
  }
  const m = FOREIGN_COLUMNS.exec(body);
  if (m) return { ...emptyRaw('foreign'), citeNo, number: m[1]!, country: m[2]!, kind: m[3] ?? null, date: m[4] ?? null, name: m[5] ?? null };
  const joined = FOREIGN_JOINED.exec(body);
  if (!joined) return null;
  return { ...emptyRaw('foreign'), citeNo, country: joined[1]!, number: joined[2]!, kind: joined[3] ?? null, date: joined[4] ?? null, name: joined[5] ?? null };
}
