import type { PatentHit, PatentSearchQuery, PatentSearchResponse } from '@iprism/shared/contracts';
import type { Db } from '../../server/src/platform/db/db';
import type { PatentSearch } from '../../server/src/modules/search/patent-search';
import { createPostgresPatentSearch, type SemanticRanker } from '../../server/src/modules/search/postgres-patent-search';
import type { Bm25Index } from './bm25';

/** Hits for ranked ids, with the fields classification and recall read (number and CPC). */
async function hitsFor(db: Db, ranked: readonly { id: string; score: number }[]): Promise<PatentHit[]> {
  const { rows } = await db.query<{ id: string; cpc: string[]; publication_date: string | null }>(
    `SELECT publication_number AS id, cpc, publication_date::text FROM patents WHERE publication_number = ANY($1)`,
    [ranked.map((r) => r.id)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ranked.flatMap(({ id, score }) => {
    const r = byId.get(id);
    return r ? [{ publicationNumber: id, country: '', number: '', kind: '', title: '', snippet: '', score, publicationDate: r.publication_date, filingDate: null, priorityDate: null, cpc: r.cpc }] : [];
  });
}

const answer = (q: PatentSearchQuery, results: PatentHit[], mode: PatentSearchResponse['mode']): PatentSearchResponse => ({
  results: results.filter((h) => !q.filters.publishedBefore || !h.publicationDate || h.publicationDate < q.filters.publishedBefore).slice(0, q.pageSize),
  total: results.length,
  page: 1,
  pageSize: q.pageSize,
  mode,
});

/** Listing a classification involves no ranking: every ranker lists it as the product does. */
const byClassification = (db: Db): PatentSearch['inGroups'] => createPostgresPatentSearch({ db }).inGroups;

/** The vector ranking alone, as a PatentSearch (the product only uses it fused). */
export function vectorOnly(db: Db, semantic: SemanticRanker): PatentSearch {
  return { search: async (q) => answer(q, await hitsFor(db, await semantic.nearest(q.query, q.filters, q.pageSize)), 'vector'), inGroups: byClassification(db) };
}

/** The BM25 baseline as a PatentSearch; the date filter is applied after ranking, over a deeper list. */
export function bm25Search(db: Db, index: Bm25Index): PatentSearch {
  return { search: async (q) => answer(q, await hitsFor(db, index.search(q.query, q.pageSize * 3)), 'fulltext'), inGroups: byClassification(db) };
}
