import type { Migration } from './index';

/**
 * Demo seeds that run once per key (an account's sample watches and portfolio), so a restart neither
 * duplicates them nor brings back what the visitor deleted.
 */
export const m067DemoSeedMarks: Migration = {
  id: '067-demo-seed-marks',
  sql: `
    CREATE TABLE demo_seed_marks (
      key TEXT PRIMARY KEY,
      seeded_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
  `,
};
