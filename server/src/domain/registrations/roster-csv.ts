import { parse } from 'csv-parse/sync';
import type { PractitionerType } from '@iprism/shared/contracts';
import type { RosterEntry } from './practitioner-match';
import { formatRegistrationNumber } from './registration-number';

/**
 * The USPTO OED practitioner roster as published (CSV with a header row): Last Name, First Name, Middle
 * Name, Suffix, Firm Name, Address Line1–3, City, State, Country, Zipcode, Phone Number, Agent/Attorney
 * and Reg Code (registration number). Headers are matched loosely (case, spaces and punctuation
 * ignored, a few spellings each), so a re-saved or renamed export still reads. The roster lists
 * registered practitioners only, so a row without a status column is active.
 */
const ALIASES = {
  lastName: ['lastname', 'surname', 'familyname'],
  firstName: ['firstname', 'givenname'],
  middleName: ['middlename', 'middleinitial'],
  suffix: ['suffix'],
  firm: ['firmname', 'firm', 'organization', 'employer', 'company'],
  city: ['city'],
  state: ['state', 'stateprovince', 'province'],
  type: ['agentattorney', 'attorneyagent', 'practitionertype', 'type', 'agenttype', 'category'],
  number: ['regcode', 'registrationnumber', 'regnumber', 'regno', 'registrationno', 'registration'],
  status: ['status', 'registrationstatus'],
} as const;
type Field = keyof typeof ALIASES;

const key = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface RosterParseResult {
  entries: RosterEntry[];
  /** Rows left out, with the 1-based line of the file and why. */
  skipped: { line: number; reason: string }[];
}

export function parseRosterCsv(text: string): RosterParseResult {
  const rows = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  const header = rows[0] ?? [];
  const index = {} as Record<Field, number>;
  for (const field of Object.keys(ALIASES) as Field[]) {
    index[field] = header.findIndex((h) => (ALIASES[field] as readonly string[]).includes(key(h)));
  }
  const missing = (['lastName', 'number'] as const).filter((f) => index[f] < 0);
  if (missing.length) throw new Error(`The roster has no ${missing.map((f) => (f === 'number' ? '"Reg Code" (registration number)' : '"Last Name"')).join(' or ')} column. Columns found: ${header.join(', ') || 'none'}.`);
  const cell = (row: string[], f: Field) => (index[f] >= 0 ? (row[index[f]] ?? '').trim() : '');
  const entries: RosterEntry[] = [];
  const skipped: RosterParseResult['skipped'] = [];
  rows.slice(1).forEach((row, i) => {
    const line = i + 2;
    const number = formatRegistrationNumber(cell(row, 'number'));
    const lastName = cell(row, 'lastName');
    if (!number.valid) return void skipped.push({ line, reason: `registration number "${cell(row, 'number')}": ${number.message}` });
    if (!lastName) return void skipped.push({ line, reason: 'no last name' });
    const rawType = cell(row, 'type').toLowerCase();
    const type: PractitionerType = rawType.includes('agent') ? 'agent' : 'attorney';
    const name = [cell(row, 'firstName'), cell(row, 'middleName'), lastName, cell(row, 'suffix')].filter(Boolean).join(' ');
    entries.push({ registrationNumber: number.normalized, lastName, name, type, firm: cell(row, 'firm'), city: cell(row, 'city'), state: cell(row, 'state'), status: cell(row, 'status') || 'Active' });
  });
  return { entries, skipped };
}
