import type { LandscapeFilters } from '@iprism/shared/contracts';
import { escapeLike, normalizeCpc } from '../../search';
import { boundDate } from '../landscape-query';

/**
 * The filters as SQL on `p` (patent_search) and `t` (patents), numbering parameters from `first`. Years
 * count by filing date, by publication date for a record without one.
 */
export function landscapeFilterSql(filters: LandscapeFilters, first: number): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  if (filters.cpc) conditions.push(`EXISTS (SELECT 1 FROM unnest(p.cpc) AS s(symbol) WHERE s.symbol LIKE ${param(`${escapeLike(normalizeCpc(filters.cpc))}%`)})`);
  if (filters.from !== undefined) conditions.push(`COALESCE(t.filing_date, t.publication_date) >= ${param(boundDate(filters.from, 'from'))}::date`);
  if (filters.to !== undefined) conditions.push(`COALESCE(t.filing_date, t.publication_date) <= ${param(boundDate(filters.to, 'to'))}::date`);
  if (filters.countries?.length) conditions.push(`p.country = ANY(${param(filters.countries)}::text[])`);
  if (filters.assignee) conditions.push(`EXISTS (SELECT 1 FROM unnest(t.applicants) AS a(name) WHERE a.name ILIKE ${param(`%${escapeLike(filters.assignee)}%`)})`);
  return { conditions, params };
}
