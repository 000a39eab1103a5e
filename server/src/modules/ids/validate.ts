import type { IdsCitation, IdsIssue, NormalisedCitation } from '@iprism/shared/contracts';
import { checkPublicationNumber, citedDocdb } from '../corpus';
import { earliestDay, latestDay, parseCitationDate } from './citation-date';

/** A prior-art reference the search found highly relevant (see highlyRelevant). */
export interface RelevantReference {
  publicationNumber: string;
  title: string;
  score: number;
}

export interface ValidationInput {
  citations: readonly IdsCitation[];
  normalised: readonly NormalisedCitation[];
  /** ISO date of today. */
  today: string;
  /** ISO filing (or priority) date of the application, when known. */
  filingDate: string | null;
  relevant: readonly RelevantReference[];
}

/** Offices (and WO/EP) citations commonly come from; any other code is questioned, not refused. */
const KNOWN_COUNTRIES = new Set(
  'AP AR AT AU BE BG BR CA CH CL CN CO CS CU CY CZ DD DE DK EA EE EG EP ES FI FR GB GC GR HK HR HU ID IE IL IN IS IT JP KE KR LT LU LV MA MC MD MT MX MY NL NO NZ OA PE PH PL PT RO RS RU SA SE SG SI SK SU TH TN TR TW UA US UY VN WO ZA'.split(' '),
);

/**
 * The checks an IDS gets before filing, each with a message that names the citation and what to fix:
 * required fields, number shape and kind code per office, dates (readable, not in the future, not after
 * the filing date), duplicates after normalisation, and highly relevant prior art the IDS leaves out.
 */
export function validateIds(input: ValidationInput): IdsIssue[] {
  const issues: IdsIssue[] = [];
  const add = (severity: IdsIssue['severity'], code: IdsIssue['code'], message: string, citationRef: string | null, publicationNumber: string | null = null) =>
    issues.push({ severity, code, message, citationRef, publicationNumber });
  if (input.citations.length === 0) add('error', 'no-citations', 'No citations could be read from the IDS.', null);
  input.citations.forEach((c, i) => {
    const label = `Cite ${c.citeNo ?? i + 1}`;
    if (c.type === 'npl') checkNpl(c, label, add);
    else checkPatent(c, label, add);
    checkDate(c, label, input, add);
  });
  checkDuplicates(input, add);
  checkOmitted(input, add);
  return issues;
}

type Add = (severity: IdsIssue['severity'], code: IdsIssue['code'], message: string, citationRef: string | null, publicationNumber?: string | null) => void;

function checkNpl(c: IdsCitation, label: string, add: Add): void {
  const npl = c.npl!;
  if (!npl.text.trim()) return add('error', 'missing-field', `${label}: the non-patent literature entry is empty.`, c.ref);
  if (!npl.title) add('warning', 'missing-field', `${label}: no title found in "${clip(npl.text)}"; 37 CFR 1.98(b)(5) asks for author, title, source and date.`, c.ref);
  if (!npl.date) add('warning', 'missing-field', `${label}: no publication date or year in "${clip(npl.text)}".`, c.ref);
}

function checkPatent(c: IdsCitation, label: string, add: Add): void {
  const what = c.type === 'foreign' ? 'foreign document' : 'U.S. document';
  if (!c.number) return add('error', 'missing-field', `${label}: the ${what} has no document number.`, c.ref);
  if (c.type === 'foreign' && !c.country && !/^[A-Z]{2}/i.test(c.number)) {
    return add('error', 'missing-field', `${label}: foreign document ${c.number} has no country code.`, c.ref);
  }
  const d = citedDocdb(c.country, c.number, c.kind);
  if (!d) return add('error', 'number-format', `${label}: "${c.number}" is not a readable publication number.`, c.ref);
  if (!KNOWN_COUNTRIES.has(d.country)) add('warning', 'unknown-country', `${label}: country code ${d.country} is not a known patent office code.`, c.ref);
  const check = checkPublicationNumber(d);
  if (!check.ok) add('error', check.problem, `${label}: ${check.message}.`, c.ref);
  if (!d.kind) {
    if (c.type === 'foreign') add('warning', 'missing-kind', `${label}: ${d.country} ${d.number} has no kind code; give it so the document can be identified (e.g. A1, B1).`, c.ref);
    else add('info', 'missing-kind', `${label}: US ${d.number} has no kind code.`, c.ref);
  }
  if (!c.date) add('warning', 'missing-field', `${label}: ${d.country} ${d.number} has no publication date.`, c.ref);
  if (c.type !== 'foreign' && !c.name) add('warning', 'missing-field', `${label}: US ${d.number} has no name of patentee or applicant.`, c.ref);
}

function checkDate(c: IdsCitation, label: string, input: ValidationInput, add: Add): void {
  // An NPL date is what the entry's text yields (a full date or a year), already read by npl.ts.
  const raw = c.type === 'npl' ? (c.npl?.date ?? null) : c.date;
  if (!raw) return;
  const d = parseCitationDate(raw);
  if (!d) return add('error', 'invalid-date', `${label}: "${raw}" is not a valid date (use MM-DD-YYYY or YYYY-MM-DD).`, c.ref);
  if (earliestDay(d) > input.today) return add('error', 'future-date', `${label}: the publication date ${d.iso} is in the future.`, c.ref);
  if (input.filingDate && earliestDay(d) > input.filingDate && latestDay(d) > input.filingDate) {
    add('warning', 'after-filing-date', `${label}: published ${d.iso}, after the application's filing date ${input.filingDate}; it is not prior art to this application.`, c.ref);
  }
}

function checkDuplicates(input: ValidationInput, add: Add): void {
  const seen = new Map<string, NormalisedCitation>();
  for (const n of input.normalised) {
    const key = n.publicationNumber ?? (n.npl ? nplKey(n.npl.doi, n.npl.text) : null);
    if (!key) continue;
    const first = seen.get(key);
    if (first) add('warning', 'duplicate', `Cite ${n.citeNo}: duplicates cite ${first.citeNo} (${n.publicationNumber ?? (n.npl?.doi ? `DOI ${n.npl.doi}` : 'same citation')}).`, n.ref);
    else seen.set(key, n);
  }
}

const nplKey = (doi: string | null, text: string): string => (doi ? `doi:${doi.toLowerCase()}` : `npl:${text.toLowerCase().replace(/[^a-z0-9]+/g, '')}`);

function checkOmitted(input: ValidationInput, add: Add): void {
  const cited = new Set<string>();
  for (const n of input.normalised) {
    if (!n.publicationNumber) continue;
    cited.add(n.publicationNumber);
    cited.add(`${n.country}${n.number}`);
  }
  for (const r of input.relevant) {
    const d = citedDocdb(null, r.publicationNumber, null);
    if (!d || cited.has(d.publicationNumber) || cited.has(`${d.country}${d.number}`)) continue;
    add('warning', 'omitted-relevant', `${d.publicationNumber} (${clip(r.title, 80)}) was found highly relevant by the prior-art search but is not in the IDS.`, null, d.publicationNumber);
  }
}

const clip = (s: string, n = 60): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
