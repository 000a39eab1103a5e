import type { PatentSearchFilters } from '@iprism/shared/contracts';
import { escapeLike, normalizeCpc } from '../filters';

export interface SqlFilter {
  /** Conditions on `p` (a patent_search row), joined with AND; empty when no filter is set. */
  conditions: string[];
  params: unknown[];
}

/**
 * The filters as SQL on `patent_search p`, numbering parameters from `firstParam`. The CPC prefix is
 * checked on the row's own symbols: the text query's index has already narrowed the rows, whereas going
 * through patent_cpc first collected every document of a broad class (G06N: 30% of a corpus) to join.
 */
export function filterSql(filters: PatentSearchFilters, firstParam: number): SqlFilter {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  // Undated documents cannot be shown to predate the cut-off, so they are left out.
  if (filters.publishedBefore) conditions.push(`p.publication_date < ${param(filters.publishedBefore)}::date`);
  if (filters.publishedAfter) conditions.push(`p.publication_date >= ${param(filters.publishedAfter)}::date`);
  if (filters.country) conditions.push(`p.country = ${param(filters.country)}`);
  if (filters.kind) conditions.push(`p.kind = ${param(filters.kind)}`);
  if (filters.cpc) {
    conditions.push(`EXISTS (SELECT 1 FROM unnest(p.cpc) AS s(symbol) WHERE s.symbol LIKE ${param(`${escapeLike(normalizeCpc(filters.cpc))}%`)})`);
  }
  return { conditions, params };
}
