import { QueryClient } from '@tanstack/react-query';

/**
 * The QueryClient of browser tests: a failed call fails at once (no retries to wait for), and nothing is
 * garbage-collected on a timer, so no timer outlives the test that made it.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false, gcTime: Infinity } } });
}
