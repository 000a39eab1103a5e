import { PATENT_SEARCH_MAX_QUERY_LENGTH, type CpcPrediction } from '@iprism/shared/contracts';
import type { Queryable } from '../db/db';
import type { PatentSearch } from '../search/patent-search';
import { combineVotes, neighbourVotes, titleVotes, type TitleMatch } from './cpc-scoring';
import { titleTsQuery } from './title-terms';

export interface ClassifyDeps {
  db: Queryable;
  /** Null while no search is attached: the titles then decide alone. */
  search: PatentSearch | null;
}

/** Nearest corpus documents that vote, and scheme titles that may match. */
export const NEIGHBOURS = 20;
export const TITLE_MATCHES = 50;

async function matchTitles(db: Queryable, text: string): Promise<TitleMatch[]> {
  const query = titleTsQuery(text);
  if (!query) return [];
  const { rows } = await db.query<{ symbol: string; rank: number }>(
    `SELECT symbol, ts_rank(to_tsvector('english', title), q)::float8 AS rank
       FROM cpc_scheme, to_tsquery('english', $1) q
      WHERE kind IN ('subclass', 'group') AND to_tsvector('english', title) @@ q
      ORDER BY rank DESC, symbol
      LIMIT $2`,
    [query, TITLE_MATCHES],
  );
  return rows;
}

async function titlesOf(db: Queryable, symbols: readonly string[]): Promise<Map<string, string>> {
  if (symbols.length === 0) return new Map();
  const { rows } = await db.query<{ symbol: string; title: string }>('SELECT symbol, title FROM cpc_scheme WHERE symbol = ANY($1)', [symbols]);
  return new Map(rows.map((r) => [r.symbol, r.title]));
}

/**
 * The likeliest CPC subclasses of `text`, best first, with confidences in 0..1 and their scheme titles;
 * [] when there is neither a corpus nor a scheme. The priorArt stage puts these in the report.
 */
export async function classifyText(deps: ClassifyDeps, text: string): Promise<CpcPrediction[]> {
  const query = text.trim().slice(0, PATENT_SEARCH_MAX_QUERY_LENGTH);
  if (!query) return [];
  const [hits, titleMatches] = await Promise.all([
    deps.search ? deps.search.search({ query, filters: {}, page: 1, pageSize: NEIGHBOURS }).then((r) => r.results) : Promise.resolve([]),
    matchTitles(deps.db, query),
  ]);
  const scores = combineVotes(neighbourVotes(hits.map((h, rank) => ({ rank, cpc: h.cpc }))), titleVotes(titleMatches));
  const titles = await titlesOf(deps.db, scores.map((s) => s.symbol));
  return scores.map((s) => ({ symbol: s.symbol, title: titles.get(s.symbol) ?? '', score: s.score }));
}
