import { ADVISORY_LOCKS } from '../../../platform/db/advisory-locks';
import type { Queryable } from '../../../platform/db/db';

/** Claims a seed key once: false when it was claimed before (the claim is part of the seed's transaction). */
export async function claimSeedMark(tx: Queryable, key: string): Promise<boolean> {
  const { rows } = await tx.query(`INSERT INTO demo_seed_marks (key) VALUES ($1) ON CONFLICT DO NOTHING RETURNING key`, [key]);
  return rows.length > 0;
}

/** Serialises demo seeding across nodes until the transaction ends. */
export async function lockDemoSeed(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.demoSeed]);
}
