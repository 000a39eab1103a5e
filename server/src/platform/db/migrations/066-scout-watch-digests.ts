import type { Migration } from './index';

/**
 * Watch digests: one row per user, cadence and period, claimed before the e-mail goes out. The primary key
 * is the exactly-once guard: a second node, or the same node after a restart, finds the period claimed and
 * sends nothing. `covered_until` is where the next digest of that cadence starts collecting hits.
 */
export const m066ScoutWatchDigests: Migration = {
  id: '066-scout-watch-digests',
  sql: `
    CREATE TABLE scout_watch_digests (
      user_id TEXT NOT NULL,
      cadence TEXT NOT NULL CHECK (cadence IN ('daily', 'weekly')),
      period TEXT NOT NULL,
      covered_until TIMESTAMPTZ NOT NULL,
      documents INTEGER NOT NULL DEFAULT 0,
      sent_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, cadence, period)
    );
    CREATE INDEX scout_watch_digests_last_idx ON scout_watch_digests (user_id, cadence, covered_until DESC);
  `,
};
