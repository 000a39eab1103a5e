import type { PatentSearchFilters } from '@iprism/shared/contracts';
import type { Db, Queryable } from '../../../platform/db/db';
import { escapeLike } from '../filters';
import { filterSql } from './filter-sql';
import { HEADLINE_OPTIONS } from '../snippet';

/** ts_rank weights in {D, C, B, A} order: description 0.1, abstract 0.2, claims 0.4, title 1.0. */
export const RANK_WEIGHTS = '{0.1,0.2,0.4,1.0}';
/**
 * Normalisation 1 divides by 1 + log(length), so a long description does not win on bulk alone.
 * ts_rank rather than ts_rank_cd: every match is ranked to sort, and cover density costs more per row
 * while OR queries over a claim's terms gain little from it.
 */
const RANK = `ts_rank('${RANK_WEIGHTS}', p.search_doc, q.query, 1)`;

export interface FullTextRanking {
  ids: string[];
  scores: number[];
  total: number;
}

/** What ranking needs of the database: queries, and a transaction to scope its planner setting to. */
export type SearchDb = Pick<Db, 'query' | 'exec' | 'transaction'>;

/**
 * Runs `fn` with sequential scans off. The planner charges `@@` as one cheap operator whatever the query's
 * size, so for a common term or a claim's 16 OR terms it scans every row and evaluates the query on each
 * (190 ms at 100k documents), where the GIN index finds the same rows without evaluating anything (70 ms);
 * the index is the better path even when half the corpus matches (90 ms against 120 ms).
 */
function withIndexScans<T>(db: SearchDb, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    return fn(tx);
  });
}

/**
 * One page (offset, limit) of the full-text ranking, and how many documents match in all. It reads
 * patent_search only (tsvector and filter columns): ranking visits every match, so the rows must be narrow.
 */
export async function rankFullText(db: SearchDb, tsquery: string, filters: PatentSearchFilters, offset: number, limit: number): Promise<FullTextRanking> {
  const filter = filterSql(filters, 4);
  const where = ['p.search_doc @@ q.query', ...filter.conditions].join(' AND ');
  const { rows } = await withIndexScans(db, (tx) => tx.query<{ publication_number: string; rank: number; total: number | string }>(
    // OFFSET 0 keeps the matches a subquery of (key, rank): otherwise the planner may sort whole rows,
    // tsvectors included, and spill that sort to disk.
    `SELECT m.publication_number, m.rank, count(*) OVER () AS total
       FROM (SELECT p.publication_number, ${RANK} AS rank
               FROM patent_search p, (SELECT to_tsquery('english', $1) AS query) q
              WHERE ${where}
             OFFSET 0) m
      ORDER BY m.rank DESC, m.publication_number
      LIMIT $2 OFFSET $3`,
    [tsquery, limit, offset, ...filter.params],
  ));
  // Past the last match the page is empty and carries no total: count separately (rare: deep pages).
  const total = rows.length ? Number(rows[0]!.total) : offset > 0 ? await countFullText(db, tsquery, filters) : 0;
  return { ids: rows.map((r) => r.publication_number), scores: rows.map((r) => Number(r.rank)), total };
}

async function countFullText(db: SearchDb, tsquery: string, filters: PatentSearchFilters): Promise<number> {
  const filter = filterSql(filters, 2);
  const where = ['p.search_doc @@ to_tsquery(\'english\', $1)', ...filter.conditions].join(' AND ');
  const { rows } = await withIndexScans(db, (tx) => tx.query<{ n: number | string }>(`SELECT count(*) AS n FROM patent_search p WHERE ${where}`, [tsquery, ...filter.params]));
  return Number(rows[0]?.n ?? 0);
}

/** Of `ids`, those the query does not match (vector-only hits, counted into the fused total). */
export async function unmatched(db: Queryable, tsquery: string, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const { rows } = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM patent_search p WHERE p.publication_number = ANY($2::text[]) AND NOT (p.search_doc @@ to_tsquery('english', $1))`,
    [tsquery, ids],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Documents classified in one of the main groups (`H01M4`: every symbol under `H01M4/`), newest first, under
 * the filters: the classification side of a search, which finds a group's documents whatever words they use.
 */
export async function listInGroups(db: Queryable, mainGroups: readonly string[], filters: PatentSearchFilters, limit: number): Promise<string[]> {
  if (!mainGroups.length) return [];
  const filter = filterSql(filters, 3);
  const where = ['p.publication_number IN (SELECT c.publication_number FROM patent_cpc c JOIN unnest($1::text[]) AS g(prefix) ON c.symbol LIKE g.prefix)', ...filter.conditions].join(' AND ');
  const { rows } = await db.query<{ publication_number: string }>(
    `SELECT p.publication_number FROM patent_search p WHERE ${where} ORDER BY p.publication_date DESC NULLS LAST, p.publication_number LIMIT $2`,
    [mainGroups.map((g) => `${escapeLike(g)}/%`), limit, ...filter.params],
  );
  return rows.map((r) => r.publication_number);
}

/** @table patents @computed headline lead */
export interface HitRow {
  publication_number: string;
  country: string;
  doc_number: string;
  kind: string;
  title: string;
  publication_date: string | null;
  filing_date: string | null;
  priority_date: string | null;
  cpc: string[];
  /** ts_headline of the abstract (or the claims, the description, the title: the first there is); null without a query. */
  headline: string | null;
  lead: string;
}

/** The page's documents with their snippets; ts_headline runs only on these few rows. */
export async function loadHits(db: Queryable, ids: readonly string[], tsquery: string | null): Promise<Map<string, HitRow>> {
  if (!ids.length) return new Map();
  const text = `CASE WHEN p.abstract <> '' THEN p.abstract WHEN p.claims <> '' THEN left(p.claims, 4000) WHEN p.description <> '' THEN left(p.description, 4000) ELSE p.title END`;
  const { rows } = await db.query<HitRow>(
    `SELECT p.publication_number, p.country, p.doc_number, p.kind, p.title, p.cpc,
            to_char(p.publication_date, 'YYYY-MM-DD') AS publication_date,
            to_char(p.filing_date, 'YYYY-MM-DD') AS filing_date,
            to_char(p.priority_date, 'YYYY-MM-DD') AS priority_date,
            CASE WHEN $2::text IS NULL THEN NULL ELSE ts_headline('english', ${text}, to_tsquery('english', $2::text), $3) END AS headline,
            left(${text}, 600) AS lead
       FROM patents p WHERE p.publication_number = ANY($1::text[])`,
    [ids, tsquery, HEADLINE_OPTIONS],
  );
  return new Map(rows.map((r) => [r.publication_number, r]));
}

/**
 * The share of documents containing each term's stem, from the statistics ANALYZE keeps of search_doc
 * (its ~1,000 most common lexemes; autovacuum refreshes them on PostgreSQL). Unlisted terms are rare: 0.
 */
export async function termShares(db: Queryable, terms: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ term: string; share: number }>(
    `SELECT t.term, COALESCE(s.freq, 0) AS share
       FROM unnest($1::text[]) AS t(term)
       LEFT JOIN (
         SELECT e.lexeme, f.freq
           FROM pg_stats st,
                unnest(st.most_common_elems::text::text[]) WITH ORDINALITY AS e(lexeme, i)
                JOIN unnest(st.most_common_elem_freqs) WITH ORDINALITY AS f(freq, j) ON e.i = f.j
          WHERE st.schemaname = current_schema() AND st.tablename = 'patent_search' AND st.attname = 'search_doc'
       ) s ON s.lexeme = (ts_lexize('english_stem', t.term))[1]`,
    [terms],
  );
  return new Map(rows.map((r) => [r.term, Number(r.share)]));
}
