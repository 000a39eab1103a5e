import type { PatentSearchQuery, PatentSearchResponse } from '@iprism/shared/contracts';

/**
 * The one search seam: routes, the priorArt stage, the IDS classification and the benchmarks call this,
 * never SQL. The Postgres implementation fuses full text and vectors; another engine can replace it.
 */
export interface PatentSearch {
  search(query: PatentSearchQuery): Promise<PatentSearchResponse>;
}
