import { randomUUID } from 'node:crypto';

/**
 * Defaults that keep one test file's use of the shared Redis apart from every other run: sign-in limits
 * counted in Redis last 15 minutes, so runs that overlap (parallel jest workers, CI's second run) would
 * otherwise share the 127.0.0.1 counters and answer each other 429. Nodes started by one test file share
 * the prefix, as the nodes of one deployment do.
 */
export const TEST_ISOLATION_ENV = {
  RATE_LIMIT_PREFIX: `iprism-test:${randomUUID()}:rl`,
  // Test servers keep mail in the outbox (the tests read it) and hash passwords at 2^14 instead of
  // OWASP's 2^17, which config.ts allows only under NODE_ENV=test: hundreds of sign-ups stay fast.
  NODE_ENV: 'test',
  MAIL_OUTBOX: '1',
  PASSWORD_HASH_COST: '14',
} as const;
