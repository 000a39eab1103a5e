import { queryOptions, skipToken } from '@tanstack/react-query';
import { getInfringementChart, getInvaliditySearch } from './litigation';

/** Litigation work products: an invalidity search (a job with live progress) and an infringement chart. Null asks nothing. */
export const litigationQueries = {
  all: ['litigation'] as const,
  invaliditySearch: (id: string | null) =>
    queryOptions({ queryKey: [...litigationQueries.all, 'invalidity', id], queryFn: id ? ({ signal }) => getInvaliditySearch(id, signal) : skipToken }),
  infringementChart: (id: string | null) =>
    queryOptions({ queryKey: [...litigationQueries.all, 'infringement', id], queryFn: id ? ({ signal }) => getInfringementChart(id, signal) : skipToken }),
};
