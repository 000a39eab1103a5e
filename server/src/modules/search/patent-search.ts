import type { PatentHit, PatentSearchFilters, PatentSearchQuery, PatentSearchResponse } from '@iprism/shared/contracts';

/**
 * The one search seam: routes, the priorArt stage, the IDS classification and the benchmarks call this,
 * never SQL. The Postgres implementation fuses full text and vectors; another engine can replace it.
 */
export interface PatentSearch {
  search(query: PatentSearchQuery): Promise<PatentSearchResponse>;
  /** Up to `limit` documents classified in the main groups (`H01M4`), newest first, under the filters; no text query. */
  inGroups(mainGroups: readonly string[], filters: PatentSearchFilters, limit: number): Promise<PatentHit[]>;
}
