import { parse } from 'csv-parse/sync';
import { citedDocdb } from '../corpus/parsing';
import { emptyRaw, type RawCitation } from './build-citations';

type Field = 'citeNo' | 'type' | 'country' | 'number' | 'kind' | 'date' | 'name' | 'npl';

/** Header words per field, most specific first (matched after lower-casing and dropping punctuation). */
const HEADERS: [Field, RegExp][] = [
  ['npl', /^(npl( citation| text)?|non patent literature.*|other (documents|references|prior art)|citations?( text| details)?|full citation|references?( text)?|literature|publication details|bibliographic (citation|data))$/],
  ['citeNo', /^(cite|cite no|cite number|citation no|ref|ref no|no|#|item)$/],
  ['type', /^(type|document type|doc type|section|category)$/],
  ['country', /^(country|country code|cc|office|jurisdiction)$/],
  ['kind', /^(kind|kind code|kc)$/],
  ['number', /^(document number|doc number|patent number|publication number|number|patent|document|foreign document number|us patent number)$/],
  ['date', /^(date|publication date|issue date|pub date|publication or issue date|date of publication)$/],
  ['name', /^(name|patentee|name of patentee|name of patentee or applicant|applicant|name of patentee or applicant of cited document|assignee|inventor)$/],
];

const normaliseHeader = (h: string): string => h.toLowerCase().replace(/[._\-/()*:]/g, ' ').replace(/\s+/g, ' ').trim();

function fieldOf(header: string): Field | null {
  const h = normaliseHeader(header);
  return HEADERS.find(([, re]) => re.test(h))?.[0] ?? null;
}

/**
 * An IDS exported as CSV: finds the header row (the first row naming at least two known columns; a title
 * row or blank lines may come before it), then reads one citation per row. A row with literature text
 * and no document number is NPL, wherever the list put its text (a citation column, the name column, a
 * column of its own); a type column saying "NPL", "foreign" or "U.S." places the rest.
 */
export function readIdsCsv(text: string): RawCitation[] {
  const rows = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, relax_quotes: true, trim: true }) as string[][];
  const headerIndex = rows.findIndex((row) => new Set(row.map(fieldOf).filter(Boolean)).size >= 2);
  if (headerIndex < 0) return [];
  const columns = rows[headerIndex]!.map(fieldOf);
  const out: RawCitation[] = [];
  for (const row of rows.slice(headerIndex + 1)) {
    const cell = (f: Field): string | null => {
      const i = columns.indexOf(f);
      const v = i >= 0 ? row[i]?.trim() : undefined;
      return v ? v : null;
    };
    if (row.every((v) => !v.trim())) continue;
    const section = sectionOf(cell('type'));
    const raw: RawCitation = {
      ...emptyRaw(section),
      citeNo: cell('citeNo'),
      country: cell('country'),
      number: cell('number'),
      kind: cell('kind'),
      date: cell('date'),
      name: cell('name'),
    };
    const literature = cell('npl');
    // A citation column may hold a patent's number ("Reference: EP 1 070 479 A2") in a list that has no number column.
    if (!raw.number && literature && section !== 'npl' && citedDocdb(raw.country, literature, raw.kind)) {
      out.push({ ...raw, number: literature });
      continue;
    }
    // Literature: so typed, or text without a number; a row typed as a patent stays one (its missing number is reported).
    const text = literature ?? raw.name ?? longestUnmapped(row, columns);
    const unnumbered = !raw.number && !raw.country && !raw.kind;
    if (section === 'npl' || (!raw.number && literature !== null) || (section === null && unnumbered && text !== null && !isPatentWithoutNumber(raw))) {
      out.push({ ...emptyRaw('npl'), citeNo: raw.citeNo, nplText: literature ?? raw.number ?? text });
      continue;
    }
    if (!raw.number && !raw.country && !raw.name) continue;
    out.push(raw);
  }
  return out;
}

/** A patent row whose number was left out: a date and a short patentee name, no literature. */
const isPatentWithoutNumber = (raw: RawCitation): boolean => raw.date !== null && raw.name !== null && raw.name.length < 80 && !/["“”]/.test(raw.name);

/** The longest cell under a header this reader does not know (a "Notes" or "Description" column). */
function longestUnmapped(row: readonly string[], columns: readonly (Field | null)[]): string | null {
  const cells = row.filter((v, i) => columns[i] === null && v.trim()).sort((a, b) => b.length - a.length);
  return cells[0]?.trim() ?? null;
}

function sectionOf(type: string | null): RawCitation['section'] {
  if (!type) return null;
  const t = type.toLowerCase();
  if (/npl|non.?patent|literature|other/.test(t)) return 'npl';
  if (/foreign/.test(t)) return 'foreign';
  if (/u\.?s\.?|united states/.test(t)) return 'us';
  return null;
}
