import { queryOptions, skipToken } from '@tanstack/react-query';
import type { PatentSearchRequest } from '../contracts/patents';
import { getCorpusLoad, searchPatents } from './prior-art';

/** The patent corpus as users search it: whether it is still loading, and one page of a search. */
export const corpusQueries = {
  all: ['corpus'] as const,
  load: () => queryOptions({ queryKey: [...corpusQueries.all, 'load'], queryFn: ({ signal }) => getCorpusLoad(signal) }),
  /** Null asks nothing yet. */
  search: (request: PatentSearchRequest | null) =>
    queryOptions({ queryKey: [...corpusQueries.all, 'search', request], queryFn: request ? ({ signal }) => searchPatents(request, signal) : skipToken }),
};
