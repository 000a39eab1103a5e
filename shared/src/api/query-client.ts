import { QueryClient } from '@tanstack/react-query';
import { pageSingleton } from '../realtime/page-singleton';
import { isApiError } from './api-error';

const MAX_RETRIES = 2;

/** Only a failure that may pass by itself is retried: no answer at all, or the server's own 5xx. */
export function shouldRetry(failureCount: number, err: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isApiError(err)) return false;
  return err.status === 0 || err.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Sockets tell the cache what changed; a focus refetch would only add requests.
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      // A change is sent when asked, even when the browser believes it is offline: the request then fails with the
      // network message the form shows, instead of a button left busy until the connection returns.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * The page's one QueryClient: the host provides it to React, and code outside React (the socket's
 * notification listener, notify()) writes to the same cache. One per page, as the socket client.
 */
export function getQueryClient(): QueryClient {
  return pageSingleton('query-client', createQueryClient);
}
