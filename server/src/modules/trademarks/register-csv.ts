import { parse } from 'csv-parse/sync';
import type { TrademarkRecord } from './repositories/trademarks';

export const REGISTER_FIELDS = ['serialNumber', 'mark', 'status', 'owner', 'classes', 'filingDate'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterMapping = Partial<Record<RegisterField, string>>;

/** Column names recognised without a mapping, compared without case, spaces or punctuation. */
const DEFAULT_NAMES: Record<RegisterField, string[]> = {
  serialNumber: ['serialnumber', 'serial', 'serialno', 'applicationnumber'],
  mark: ['mark', 'wordmark', 'markidentification', 'marktext'],
  status: ['status', 'statuscode', 'markstatus'],
  owner: ['owner', 'ownername', 'applicant', 'registrant'],
  classes: ['classes', 'niceclasses', 'class', 'internationalclasses', 'internationalclass'],
  filingDate: ['filingdate', 'filed', 'applicationdate'],
};
const squash = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Parses "mark=Word Mark,serialNumber=Serial No"; throws naming the part it cannot read. */
export function parseRegisterMapping(spec: string): RegisterMapping {
  const mapping: RegisterMapping = {};
  for (const part of spec.split(',').map((p) => p.trim()).filter(Boolean)) {
    const at = part.indexOf('=');
    const field = part.slice(0, at).trim();
    const column = part.slice(at + 1).trim();
    if (at < 1 || !column || !(REGISTER_FIELDS as readonly string[]).includes(field)) throw new Error(`--map: "${part}" is not field=column with field one of ${REGISTER_FIELDS.join(', ')}`);
    mapping[field as RegisterField] = column;
  }
  return mapping;
}

/** "009, 042" / "9;42" / "IC 009 042" → [9, 42]: every number from 1 to 45 in the cell. */
export const classesIn = (cell: string): number[] =>
  [...new Set((cell.match(/\d+/g) ?? []).map(Number).filter((n) => n >= 1 && n <= 45))].sort((a, b) => a - b);

const isoDate = (cell: string): string | null => {
  const t = cell.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return t;
  if (/^\d{8}$/.test(t)) return `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6)}`;
  return null;
};

/**
 * A register exported as CSV: the columns named by the mapping, else recognised by their usual names.
 * Serial number and mark are required columns; rows without either are skipped and counted.
 */
export function parseRegisterCsv(text: string, mapping: RegisterMapping = {}): { records: TrademarkRecord[]; skipped: number } {
  const rows = parse(text, { columns: true, skip_empty_lines: true, bom: true, relax_column_count: true, trim: true }) as Record<string, string>[];
  const header = Object.keys(rows[0] ?? {});
  const column = (field: RegisterField): string | undefined => {
    if (mapping[field]) {
      if (!header.includes(mapping[field])) throw new Error(`--map: the file has no column "${mapping[field]}" (it has ${header.join(', ')})`);
      return mapping[field];
    }
    return header.find((h) => DEFAULT_NAMES[field].includes(squash(h)));
  };
  const columns = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, column(f)])) as Record<RegisterField, string | undefined>;
  if (rows.length && (!columns.serialNumber || !columns.mark)) {
    throw new Error(`The CSV needs a serial number and a mark column; map them with --map serialNumber=<column>,mark=<column> (it has ${header.join(', ')})`);
  }
  const records: TrademarkRecord[] = [];
  let skipped = 0;
  for (const row of rows) {
    const cell = (f: RegisterField): string => (columns[f] ? (row[columns[f]] ?? '').trim() : '');
    if (!cell('serialNumber') || !cell('mark')) {
      skipped += 1;
      continue;
    }
    records.push({ serialNumber: cell('serialNumber'), mark: cell('mark'), status: cell('status'), owner: cell('owner'), classes: classesIn(cell('classes')), filingDate: isoDate(cell('filingDate')), source: 'csv' });
  }
  return { records, skipped };
}
