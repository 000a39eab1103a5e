import { randomUUID } from 'node:crypto';

/**
 * Defaults that keep one test file's use of the shared Redis apart from every other run: sign-in limits
 * counted in Redis last 15 minutes, so runs that overlap (parallel jest workers, CI's second run) would
 * otherwise share the 127.0.0.1 counters and answer each other 429. Nodes started by one test file share
 * the prefix, as the nodes of one deployment do.
 */
export const TEST_ISOLATION_ENV = { RATE_LIMIT_PREFIX: `iprism-test:${randomUUID()}:rl` } as const;
