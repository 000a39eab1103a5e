import { queryOptions } from '@tanstack/react-query';
import type { LandscapeRequest } from '../contracts/scout';
import { getLandscape, getPatentRecord, listWatches } from './scout';

/** Scout: corpus documents, landscapes of a field, and the user's watches. */
export const scoutQueries = {
  all: ['scout'] as const,
  patent: (number: string) => queryOptions({ queryKey: [...scoutQueries.all, 'patent', number], queryFn: ({ signal }) => getPatentRecord(number, signal) }),
  landscape: (request: LandscapeRequest) => queryOptions({ queryKey: [...scoutQueries.all, 'landscape', request], queryFn: ({ signal }) => getLandscape(request, signal) }),
  watches: () => queryOptions({ queryKey: [...scoutQueries.all, 'watches'], queryFn: ({ signal }) => listWatches(signal) }),
};
