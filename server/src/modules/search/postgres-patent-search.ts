import type { HitRanking, PatentHit, PatentSearchFilters, PatentSearchQuery, PatentSearchResponse, SearchMode } from '@iprism/shared/contracts';
import { listInGroups, loadHits, rankFullText, termShares, unmatched, type HitRow, type SearchDb } from './repositories/fulltext';
import type { PatentSearch } from './patent-search';
import { reciprocalRankFusion } from './rrf';
import { leadSnippet, markSnippet } from './snippet';
import { buildTsQuery, formatTsQuery, SPECIFIC_TERMS, specificTerms } from './tsquery';

/** The nearest documents by meaning, best first; the vector index behind the embedder. */
export interface SemanticRanker {
  /** False until every document has a vector of the current model: until then search is full text only. */
  ready(): boolean;
  /** Best first, with the cosine similarity. */
  nearest(text: string, filters: PatentSearchFilters, k: number): Promise<{ id: string; score: number }[]>;
}

/** How many nearest documents the vector side contributes to a fused list. */
export const VECTOR_DEPTH = 100;
/**
 * How far past the requested page the full-text side is ranked for fusion. Over the five claims folds of
 * `bench:quality` (CPC from a claim, neighbours from this search) 200 against 100: top-1 / top-3 62.0 / 82.8 % against
 * 61.9 / 82.7 (F 61 against 60 of 86 claims in the top 3); ranking the extra matches costs nothing, every match is
 * ranked anyway.
 */
export const FULL_TEXT_DEPTH = 2 * VECTOR_DEPTH;

export interface PostgresSearchDeps {
  db: SearchDb;
  semantic?: SemanticRanker | null;
  /** Told when the semantic side fails; the search then answers from full text alone. */
  onSemanticError?: (err: unknown) => void;
}

function toHit(row: HitRow, score: number, ranking?: HitRanking): PatentHit {
  return {
    publicationNumber: row.publication_number,
    country: row.country,
    number: row.doc_number,
    kind: row.kind,
    title: row.title,
    snippet: row.headline !== null && row.headline.includes('\uE000') ? markSnippet(row.headline) : leadSnippet(row.lead),
    score,
    publicationDate: row.publication_date,
    filingDate: row.filing_date,
    priorityDate: row.priority_date,
    cpc: row.cpc,
    ...(ranking && { ranking }),
  };
}

/** A hit's place on each side of a search: 1-based full-text ranks and the neighbours' similarities. */
function rankingOf(fullTextIds: readonly string[], fullTextOffset: number, neighbours: readonly { id: string; score: number }[]): (id: string) => HitRanking {
  const ranks = new Map(fullTextIds.map((id, i) => [id, fullTextOffset + i + 1]));
  // Quantised vectors put a near-identical text's cosine a hair above 1.
  const similarities = new Map(neighbours.map((n) => [n.id, Math.round(Math.min(1, Math.max(-1, n.score)) * 1000) / 1000]));
  return (id) => ({ fullTextRank: ranks.get(id) ?? null, similarity: similarities.get(id) ?? null });
}

/**
 * Full text (weighted tsvector ranking, the same SQL on PGlite and PostgreSQL) fused with the vector
 * ranking by reciprocal rank fusion once vectors are ready. Queries with no searchable word left (only
 * stop words) fall to the vector ranking alone.
 */
export function createPostgresPatentSearch({ db, semantic, onSemanticError }: PostgresSearchDeps): PatentSearch {
  async function page(ids: readonly string[], scores: readonly number[], tsquery: string | null, ranking?: (id: string) => HitRanking): Promise<PatentHit[]> {
    const rows = await loadHits(db, ids, tsquery);
    return ids.flatMap((id, i) => {
      const row = rows.get(id);
      return row ? [toHit(row, scores[i]!, ranking?.(id))] : [];
    });
  }

  /** A long query keeps only its terms that are specific in this corpus (see specificTerms). */
  async function fullTextQuery(text: string): Promise<string | null> {
    const built = buildTsQuery(text);
    if (built.terms.length <= SPECIFIC_TERMS.min) return built.tsquery;
    const shares = await termShares(db, built.terms);
    return formatTsQuery(built.phrases, specificTerms(built.terms, (t) => shares.get(t) ?? 0));
  }

  async function nearest(query: PatentSearchQuery): Promise<{ id: string; score: number }[] | null> {
    if (!semantic?.ready()) return null;
    try {
      return await semantic.nearest(query.query, query.filters, VECTOR_DEPTH);
    } catch (err) {
      onSemanticError?.(err);
      return null;
    }
  }

  return {
    async search(query) {
      const offset = (query.page - 1) * query.pageSize;
      const respond = (results: PatentHit[], total: number, mode: SearchMode): PatentSearchResponse => ({ results, total, page: query.page, pageSize: query.pageSize, mode });
      const [tsquery, neighbours] = await Promise.all([fullTextQuery(query.query), nearest(query)]);

      if (!neighbours) {
        if (!tsquery) return respond([], 0, 'fulltext');
        const ranking = await rankFullText(db, tsquery, query.filters, offset, query.pageSize);
        return respond(await page(ranking.ids, ranking.scores, tsquery, rankingOf(ranking.ids, offset, [])), ranking.total, 'fulltext');
      }
      if (!tsquery) {
        const slice = neighbours.slice(offset, offset + query.pageSize);
        return respond(await page(slice.map((n) => n.id), slice.map((n) => n.score), null, rankingOf([], 0, neighbours)), neighbours.length, 'vector');
      }
      const vectorIds = neighbours.map((n) => n.id);
      // Deep enough that the vector side's documents are mostly ranked on both sides: one the full text ranks just past
      // a shallow cut would get no full-text share and lose to a document only one side found.
      const ranking = await rankFullText(db, tsquery, query.filters, 0, offset + query.pageSize + FULL_TEXT_DEPTH);
      const inRanking = new Set(ranking.ids);
      const vectorOnly = await unmatched(db, tsquery, vectorIds.filter((id) => !inRanking.has(id)));
      const fused = reciprocalRankFusion([ranking.ids, vectorIds]).slice(offset, offset + query.pageSize);
      return respond(
        await page(
          fused.map((f) => f.id),
          fused.map((f) => f.score),
          tsquery,
          rankingOf(ranking.ids, 0, neighbours),
        ),
        ranking.total + vectorOnly,
        'fused',
      );
    },

    async inGroups(mainGroups, filters, limit) {
      const ids = await listInGroups(db, mainGroups, filters, limit);
      return page(ids, ids.map(() => 0), null);
    },
  };
}
