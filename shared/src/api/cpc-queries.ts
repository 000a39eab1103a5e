import { queryOptions } from '@tanstack/react-query';
import { getCorpusStatus, getCpcNode, listCpcSections, searchCpc } from './cpc';

/** The CPC scheme (sections, one symbol, a search) and the admin view of the patent corpus. */
export const cpcQueries = {
  all: ['cpc'] as const,
  sections: () => queryOptions({ queryKey: [...cpcQueries.all, 'sections'], queryFn: ({ signal }) => listCpcSections(signal) }),
  node: (symbol: string) => queryOptions({ queryKey: [...cpcQueries.all, 'node', symbol], queryFn: ({ signal }) => getCpcNode(symbol, signal) }),
  search: (q: string, limit: number) => queryOptions({ queryKey: [...cpcQueries.all, 'search', q, limit], queryFn: ({ signal }) => searchCpc(q, limit, signal) }),
  corpusStatus: () => queryOptions({ queryKey: [...cpcQueries.all, 'corpus-status'], queryFn: ({ signal }) => getCorpusStatus(signal) }),
};
