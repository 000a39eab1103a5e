import type { Queryable } from '../../../platform/db/db';
import type { CorpusRecord } from '../record';

const COLUMNS = ['publication_number', 'country', 'doc_number', 'kind', 'title', 'abstract', 'claims', 'description', 'publication_date', 'filing_date', 'priority_date', 'cpc', 'ipc', 'applicants', 'inventors', 'citations', 'source', 'family_keys'] as const;

const keepText = (c: string): string => `${c} = CASE WHEN EXCLUDED.${c} <> '' THEN EXCLUDED.${c} ELSE patents.${c} END`;
const keepArray = (c: string): string => `${c} = CASE WHEN cardinality(EXCLUDED.${c}) > 0 THEN EXCLUDED.${c} ELSE patents.${c} END`;
const keepDate = (c: string): string => `${c} = COALESCE(EXCLUDED.${c}, patents.${c})`;

/**
 * A record that lacks a field keeps what the corpus already has: a biblio-only EPO record must not wipe
 * the claims a USPTO record brought. The source lists every reader that contributed.
 */
const MERGE = [
  ...['title', 'abstract', 'claims', 'description'].map(keepText),
  ...['publication_date', 'filing_date', 'priority_date'].map(keepDate),
  ...['cpc', 'ipc', 'applicants', 'inventors', 'family_keys'].map(keepArray),
  `citations = CASE WHEN jsonb_array_length(EXCLUDED.citations) > 0 THEN EXCLUDED.citations ELSE patents.citations END`,
  `source = CASE WHEN position(EXCLUDED.source IN patents.source) > 0 THEN patents.source ELSE patents.source || ',' || EXCLUDED.source END`,
  `imported_at = now()`,
].join(',\n  ');

/** The same merge in memory, for a publication that appears twice within one batch. */
export function mergeRecords(old: CorpusRecord, next: CorpusRecord): CorpusRecord {
  const text = (k: 'title' | 'abstract' | 'claims' | 'description'): string => next[k] || old[k];
  const list = <K extends 'cpc' | 'ipc' | 'applicants' | 'inventors' | 'citations' | 'familyKeys'>(k: K): CorpusRecord[K] => (next[k].length > 0 ? next[k] : old[k]);
  return {
    ...next,
    title: text('title'), abstract: text('abstract'), claims: text('claims'), description: text('description'),
    publicationDate: next.publicationDate ?? old.publicationDate, filingDate: next.filingDate ?? old.filingDate, priorityDate: next.priorityDate ?? old.priorityDate,
    cpc: list('cpc'), ipc: list('ipc'), applicants: list('applicants'), inventors: list('inventors'), citations: list('citations'), familyKeys: list('familyKeys'),
    source: old.source.split(',').includes(next.source) ? old.source : `${old.source},${next.source}`,
  };
}

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

/**
 * Inserts or merges a batch in one statement and refreshes its patent_cpc rows; `changed`, when given,
 * collects which publications were inserted and which updated (what watches are matched against). `xmax = 0`
 * holds only for rows this statement inserted, which tells inserts from updates without a pre-select.
 */
export async function upsertPatents(db: Queryable, records: CorpusRecord[], changed?: { inserted: string[]; updated: string[] }): Promise<UpsertCounts> {
  const byNumber = new Map<string, CorpusRecord>();
  let repeats = 0;
  for (const r of records) {
    const seen = byNumber.get(r.publicationNumber);
    if (seen) repeats++;
    byNumber.set(r.publicationNumber, seen ? mergeRecords(seen, r) : r);
  }
  const unique = [...byNumber.values()];
  if (unique.length === 0) return { inserted: 0, updated: 0 };
  // One array parameter per column (unnest) instead of one parameter per cell: far less to bind and plan.
  // List columns travel as JSON text because SQL arrays cannot be ragged.
  const column = <T>(pick: (r: CorpusRecord) => T): T[] => unique.map(pick);
  const { rows } = await db.query<{ publication_number: string; inserted: boolean }>(
    `INSERT INTO patents (${COLUMNS.join(', ')})
     SELECT n, c, d, k, ti, ab, cl, de, pd, fd, pr,
            ARRAY(SELECT jsonb_array_elements_text(cpc::jsonb)), ARRAY(SELECT jsonb_array_elements_text(ipc::jsonb)),
            ARRAY(SELECT jsonb_array_elements_text(ap::jsonb)), ARRAY(SELECT jsonb_array_elements_text(inv::jsonb)),
            ci::jsonb, so, ARRAY(SELECT jsonb_array_elements_text(fk::jsonb))
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                 $9::date[], $10::date[], $11::date[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[])
       AS r(n, c, d, k, ti, ab, cl, de, pd, fd, pr, cpc, ipc, ap, inv, ci, so, fk)
     ON CONFLICT (publication_number) DO UPDATE SET
  ${MERGE}
     RETURNING publication_number, (xmax = 0) AS inserted`,
    [
      column((r) => r.publicationNumber), column((r) => r.country), column((r) => r.number), column((r) => r.kind),
      column((r) => r.title), column((r) => r.abstract), column((r) => r.claims), column((r) => r.description),
      column((r) => r.publicationDate), column((r) => r.filingDate), column((r) => r.priorityDate),
      column((r) => JSON.stringify(r.cpc)), column((r) => JSON.stringify(r.ipc)), column((r) => JSON.stringify(r.applicants)), column((r) => JSON.stringify(r.inventors)),
      column((r) => JSON.stringify(r.citations)), column((r) => r.source), column((r) => JSON.stringify(r.familyKeys)),
    ],
  );
  const numbers = unique.map((r) => r.publicationNumber);
  await db.query(`DELETE FROM patent_cpc WHERE publication_number = ANY($1::text[])`, [numbers]);
  await db.query(
    `INSERT INTO patent_cpc (publication_number, symbol)
     SELECT publication_number, unnest(cpc) FROM patents WHERE publication_number = ANY($1::text[])
     ON CONFLICT DO NOTHING`,
    [numbers],
  );
  for (const r of rows) changed?.[r.inserted ? 'inserted' : 'updated'].push(r.publication_number);
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted + repeats };
}

/**
 * Refreshes the planner statistics of the corpus tables after a bulk import. Search reads them
 * (termShares: which claim terms are too common to rank with; the planner: index or scan), and PGlite
 * has no autovacuum to gather them, so without this an embedded corpus never has any.
 */
export async function analyzeCorpus(db: Queryable): Promise<void> {
  await db.query('ANALYZE patents, patent_search, patent_cpc, cpc_scheme');
}

export async function countPatents(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM patents`);
  return rows[0]?.n ?? 0;
}

export interface CorpusStatusCounts {
  documents: number;
  byCountry: { country: string; documents: number }[];
  cpcSymbols: number;
}

/** Corpus size for the admin screen: documents, per country (largest first), distinct CPC symbols used. */
export async function corpusStatusCounts(db: Queryable): Promise<CorpusStatusCounts> {
  const [{ rows: byCountry }, { rows: symbols }] = await Promise.all([
    db.query<{ country: string; documents: number }>(`SELECT country, count(*)::int AS documents FROM patents GROUP BY country ORDER BY documents DESC, country`),
    db.query<{ n: number }>(`SELECT count(DISTINCT symbol)::int AS n FROM patent_cpc`),
  ]);
  return { documents: byCountry.reduce((sum, r) => sum + r.documents, 0), byCountry, cpcSymbols: symbols[0]?.n ?? 0 };
}
