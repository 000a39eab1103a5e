import type { RawCitation } from './build-citations';

/**
 * What an SB/08 sheet prints besides citations, as its extracted text shows it, for the PTO/SB/08a and
 * 08b sheets, the EFS-Web fillable form, the older PTO-1449 and this product's own layout.
 */

export type Sb08Section = NonNullable<RawCitation['section']>;

/** Where each table starts: a line of its own, possibly "(continued)" on a later sheet, or followed by the EFS "Remove" button. */
export const SECTION_HEADINGS: readonly (readonly [RegExp, Sb08Section])[] = [
  [/^(?:OTHER PRIOR ART(?: ?[-–—] ?| ))?NON[\s-]?PATENT LITERATURE(?: DOCUMENTS)?(?: \(continued\))?(?: Remove)?$/i, 'npl'],
  // PTO-1449: "OTHER DOCUMENTS (Including Author, Title, Date, Pertinent Pages, Etc.)"
  [/^OTHER (?:DOCUMENTS|REFERENCES|PRIOR ART)(?: \([^)]*\))*$/i, 'npl'],
  [/^FOREIGN PATENT DOCUMENTS(?: \(continued\))?(?: Remove)?$/i, 'foreign'],
  // "U.S. PATENT DOCUMENTS", "U. S. PATENT DOCUMENTS", EFS-Web "U.S.PATENTS" and "U.S.PATENT APPLICATION PUBLICATIONS"
  [/^U\.?\s?S\.?\s?PATENTS?(?: (?:APPLICATION PUBLICATIONS|DOCUMENTS))?(?: \(continued\))?(?: Remove)?$/i, 'us'],
];

export const headingOf = (line: string): Sb08Section | null => SECTION_HEADINGS.find(([re]) => re.test(line))?.[1] ?? null;

/** Lines every sheet repeats, and the EFS-Web form's instructions between its tables. */
const FURNITURE = [
  /^INFORMATION DISCLOSURE\b/i,
  /^STATEMENT BY APPLICANT\b/i,
  /^\(Use as many sheets/i,
  /^\(Not for submission under/i,
  /^Substitute for form/i,
  /^PTO\/SB\/08/i,
  /^Complete if Known/i,
  /^(?:Application Number|Filing Date|First Named Inventor|Art Unit|Examiner Name|Attorney Docket Number)\b/i,
  /^Title\s*:/i,
  /^Examiner\b/i,
  /^Initials\*?/i,
  /^\*\s*EXAMINER/i,
  /^Sheet \d+ of \d+/i,
  /^Cite No/i,
  /^None$/,
  /^Remove$/,
  /^If you wish to add/i,
  /^\d?\s*See Kind Codes/i,
  /^EFS Web\b/i,
  /^Receipt date\b/i,
  /^Date Considered\b/i,
  /^CERTIFICATION STATEMENT\b/i,
];

export const isFurniture = (line: string): boolean => FURNITURE.some((re) => re.test(line));

/** The tables' column headings, longest first, as the forms word them (lower case). */
const COLUMN_LABELS = [
  'include name of the author (in capital letters), title of the article (when appropriate), title of the item',
  '(book, magazine, journal, serial, symposium, catalog, etc), date, pages(s), volume-issue number(s),',
  '(book, magazine, journal, serial, symposium, catalog, etc.), date, page(s), volume-issue number(s),',
  'publisher, city and/or country where published.',
  'author, title of the article or item, journal or book, date,',
  'pages, volume-issue, publisher, place of publication, doi',
  'pages, columns, lines, where relevant passages or relevant figures appear',
  'pages,columns,lines where relevant passages or relevant figures appear',
  'name of patentee or applicant of cited document',
  'applicant of cited document',
  'pages, columns, lines,',
  'pages, columns, lines',
  'where relevant passages',
  'or relevant figures appear',
  'relevant passages or relevant',
  'figures appear',
  'foreign patent document',
  'foreign document number',
  'foreign document',
  'country code-number-kind code',
  'number-kind code',
  'name of patentee or',
  'of cited document',
  'publication date',
  'issue date',
  'issue or',
  'mm-dd-yyyy',
  'yyyy-mm-dd',
  '(if known)',
  'document number',
  'patent number',
  'publication number',
  'country code',
  'kind code',
  'translation',
  'applicant',
  'publication',
  'number',
  'country',
  'date',
  'kind',
  'code',
  'cite',
  'no.',
];

/**
 * A line made of column headings only (with their footnote marks: "No.1", "Code2", "T6"). Only asked
 * right after a table's heading, so a citation that happens to use these words is never taken for one.
 */
export function isColumnLabels(line: string): boolean {
  let rest = ` ${line.toLowerCase()} `;
  for (const label of COLUMN_LABELS) rest = rest.split(label).join(' ');
  return rest.split(/\s+/).every((word) => word === '' || /^(?:t?\d|[*:;,.()-]+)$/.test(word));
}
