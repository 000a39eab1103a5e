import { queryOptions } from '@tanstack/react-query';
import { loadDevOutbox } from './dev-outbox';

/** The demo-mode outbox (public, demo mode only). */
export const devOutboxQueries = {
  all: ['dev-outbox'] as const,
  /** Null when there is no outbox to show. */
  address: (email: string) => queryOptions({ queryKey: [...devOutboxQueries.all, email], queryFn: ({ signal }) => loadDevOutbox(email, signal) }),
};
