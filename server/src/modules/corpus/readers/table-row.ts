import type { CorpusCitation } from '@iprism/shared/contracts';
import { nplCitation, patentCitation } from '../citations';
import { classificationSymbols, isoDate } from '../normalize';
import { parsePublicationNumber } from '../patent-numbers/docdb';
import { buildRecord, type ReadItem } from '../record';
import type { ColumnMapping } from './column-mapping';

export type Row = Record<string, unknown>;

/** A one-hot cell that is set: 1, 1.0, true. */
const FLAG_SET = /^(1(\.0*)?|true)$/i;

const scalar = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * A list cell: a JSON array, a Python-list string as the Google scrape writes it (['G06N3/084', ...]),
 * or text separated by `separators`.
 */
export function listCell(value: unknown, separators: RegExp): string[] {
  if (Array.isArray(value)) return value.map(scalar).filter(Boolean);
  const s = scalar(value).trim();
  if (!s) return [];
  if (s.startsWith('[') && s.endsWith(']')) {
    return [...s.slice(1, -1).matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((m) => (m[1] ?? m[2] ?? '').trim()).filter(Boolean);
  }
  return s.split(separators).map((v) => v.trim()).filter(Boolean);
}

/** A cited reference from a cell: a publication number when it parses as one, else literature text. */
const citation = (text: string): CorpusCitation => {
  const parsed = /^[A-Z]{2}[\s-]?\d/.test(text) && text.length < 30 ? parsePublicationNumber(text) : null;
  return parsed ? patentCitation({ country: parsed.country, number: parsed.number, kind: parsed.kind }, 'unknown') : nplCitation(text, 'unknown');
};

/** One CSV row or JSON line, through a column mapping. */
export function readTableRow(row: Row, mapping: ColumnMapping, label: string, source: string): ReadItem {
  const cell = (field: keyof ColumnMapping): unknown => (mapping[field] && field !== 'name' && field !== 'defaultCountry' && field !== 'cpcFlags' ? row[mapping[field] as string] : undefined);
  const raw = scalar(cell('number')).trim();
  return buildRecord(
    {
      rawNumber: raw,
      defaultCountry: mapping.defaultCountry,
      kind: scalar(cell('kind')) || null,
      title: scalar(cell('title')),
      abstract: scalar(cell('abstract')),
      claims: scalar(cell('claims')),
      description: scalar(cell('description')),
      publicationDate: isoDate(scalar(cell('publicationDate'))),
      filingDate: isoDate(scalar(cell('filingDate'))),
      priorityDate: isoDate(scalar(cell('priorityDate'))),
      // One-hot labels name subclasses only (A01B), which classificationSymbol (down to groups) would drop.
      cpc: [...classificationSymbols(listCell(cell('cpc'), /[;,|]/)), ...(mapping.cpcFlags ?? []).filter((c) => /^[A-HY]\d{2}[A-Z]$/.test(c) && FLAG_SET.test(scalar(row[c]).trim()))],
      ipc: classificationSymbols(listCell(cell('ipc'), /[;,|]/)),
      // Company names contain commas ("Acme, Inc."): applicants split on ; and | only.
      applicants: listCell(cell('applicants'), /[;|]/),
      inventors: listCell(cell('inventors'), /[;|,]/),
      citations: listCell(cell('citations'), /\n/).map(citation),
    },
    raw ? `${raw} (${label})` : label,
    source,
  );
}
