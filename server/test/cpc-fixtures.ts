import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { REPO_ROOT } from '../src/platform/config/config';
import type { Queryable } from '../src/platform/db/db';
import { parsePublicationNumber } from '../src/modules/corpus/patent-numbers/docdb';

/**
 * Real slices of the shared data for CPC tests: the 2019.08 scheme (sections, classes, subclasses, and the
 * main groups of a few subclasses) and Google Patents documents with their CPC lists, loaded with plain SQL.
 */

const DATA = join(REPO_ROOT, '..', 'shared', 'data');
const SCHEME_TSV = join(DATA, 'cpc-scheme-2019-08', 'cpc_scheme_2019-08_titles_to_maingroup.tsv');
const SCRAPED = join(DATA, 'google-patents-ai-abstracts-cpc', 'scraped');
/** The six scraped files, in the order they were written. */
export const GOOGLE_PATENTS_FILES = ['102339', '102423', '102549', '102606', '102718', '102842'].map((t) => join(SCRAPED, `patent_details_20251001-${t}.csv`));

export interface SchemeRow {
  symbol: string;
  kind: 'section' | 'class' | 'subclass' | 'group';
  level: number;
  parent: string | null;
  title: string;
  sortKey: number;
}

export interface CorpusDoc {
  publicationNumber: string;
  country: string;
  number: string;
  kind: string;
  title: string;
  abstract: string;
  cpc: string[];
}

/** Scheme rows in scheme order; main groups only under `groupsOf` subclasses, or all (subsection headings dropped). */
export function readSchemeSlice(groupsOf: readonly string[] | 'all'): SchemeRow[] {
  const lines = readFileSync(SCHEME_TSV, 'utf8').split('\n').slice(1).filter(Boolean);
  const rows: SchemeRow[] = [];
  for (const [i, line] of lines.entries()) {
    const [symbol = '', kind = '', level = '0', parent = '', title = ''] = line.split('\t');
    if (kind === 'subsection') continue;
    if (kind === 'main_group' && groupsOf !== 'all' && !groupsOf.includes(symbol.slice(0, 4))) continue;
    rows.push({ symbol, kind: kind === 'main_group' ? 'group' : (kind as SchemeRow['kind']), level: Number(level), parent: parent || null, title, sortKey: i });
  }
  return rows;
}

/** The first `limit` distinct documents of the scraped Google Patents files (the first file holds ~2,000). */
export function readCorpusSlice(limit: number, files: readonly string[] = GOOGLE_PATENTS_FILES.slice(0, 1)): CorpusDoc[] {
  const records = files.flatMap((f) => parse(readFileSync(f), { columns: true, skip_empty_lines: true }) as Record<string, string>[]);
  const docs = new Map<string, CorpusDoc>();
  for (const r of records) {
    const number = parsePublicationNumber(r.publication_number ?? '');
    if (!number || docs.has(number.publicationNumber)) continue;
    const cpc = [...new Set([...(r.cpc_codes ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!.replace(/\s+/g, '')))];
    docs.set(number.publicationNumber, { ...number, title: r.title ?? '', abstract: r.abstract ?? '', cpc });
    if (docs.size >= limit) break;
  }
  return [...docs.values()];
}

export async function insertScheme(db: Queryable, rows: readonly SchemeRow[]): Promise<void> {
  await db.query(
    `INSERT INTO cpc_scheme (symbol, kind, level, parent, title, sort_key)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::int[]) ON CONFLICT (symbol) DO NOTHING`,
    [rows.map((r) => r.symbol), rows.map((r) => r.kind), rows.map((r) => r.level), rows.map((r) => r.parent), rows.map((r) => r.title), rows.map((r) => r.sortKey)],
  );
}

/** One statement per table (the stored tsvector makes row-by-row inserts slow). */
export async function insertCorpus(db: Queryable, docs: readonly CorpusDoc[]): Promise<void> {
  await db.query(
    `INSERT INTO patents (publication_number, country, doc_number, kind, title, abstract, cpc)
     SELECT x.publication_number, x.country, x.number, x.kind, x.title, x.abstract, ARRAY(SELECT jsonb_array_elements_text(x.cpc))
       FROM jsonb_to_recordset($1::jsonb) AS x(publication_number text, country text, number text, kind text, title text, abstract text, cpc jsonb)`,
    [JSON.stringify(docs.map((d) => ({ publication_number: d.publicationNumber, country: d.country, number: d.number, kind: d.kind, title: d.title, abstract: d.abstract, cpc: d.cpc })))],
  );
  const pairs = docs.flatMap((d) => d.cpc.map((symbol) => [d.publicationNumber, symbol] as const));
  await db.query('INSERT INTO patent_cpc (publication_number, symbol) SELECT * FROM unnest($1::text[], $2::text[])', [pairs.map((p) => p[0]), pairs.map((p) => p[1])]);
}

/** Documents with at least one symbol starting with `prefix`: the expected counts, computed without SQL. */
export const countUnder = (docs: readonly CorpusDoc[], prefix: string): number => docs.filter((d) => d.cpc.some((s) => s.startsWith(prefix))).length;
