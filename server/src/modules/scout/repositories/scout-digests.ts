import type { DigestCadence } from '../../../domain/scout/digest-period';
import type { Queryable } from '../../../platform/db/db';

/** A user with at least one watch on this digest cadence, and where to write. */
export interface DigestRecipient {
  userId: string;
  email: string;
  name: string;
}

export async function listDigestRecipients(db: Queryable, cadence: DigestCadence): Promise<DigestRecipient[]> {
  const { rows } = await db.query<{ id: string; email: string; name: string }>(
    `SELECT u.id, u.email, u.name FROM users u WHERE EXISTS (SELECT 1 FROM scout_watches w WHERE w.user_id = u.id AND w.digest = $1) ORDER BY u.id`,
    [cadence],
  );
  return rows.map((r) => ({ userId: r.id, email: r.email, name: r.name }));
}

/** Claims the user's digest of `period`; false when it was claimed already (sent, by this node or another). */
export async function claimDigest(db: Queryable, userId: string, cadence: DigestCadence, period: string, coveredUntil: Date): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO scout_watch_digests (user_id, cadence, period, covered_until) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING period`,
    [userId, cadence, period, coveredUntil],
  );
  return rows.length > 0;
}

/** Where the previous digest of this cadence stopped collecting; null before the first. */
export async function previousDigestEnd(db: Queryable, userId: string, cadence: DigestCadence, exceptPeriod: string): Promise<Date | null> {
  const { rows } = await db.query<{ covered_until: Date | string }>(
    `SELECT covered_until FROM scout_watch_digests WHERE user_id = $1 AND cadence = $2 AND period <> $3 ORDER BY covered_until DESC LIMIT 1`,
    [userId, cadence, exceptPeriod],
  );
  return rows[0] ? new Date(rows[0].covered_until) : null;
}

export async function recordDigestSize(db: Queryable, userId: string, cadence: DigestCadence, period: string, documents: number): Promise<void> {
  await db.query(`UPDATE scout_watch_digests SET documents = $4 WHERE user_id = $1 AND cadence = $2 AND period = $3`, [userId, cadence, period, documents]);
}

export interface DigestHit {
  watchId: string;
  watchName: string;
  publicationNumber: string;
  title: string;
}

/**
 * The documents the user's watches on this cadence found in [from, to), by watch then newest first. Hits
 * recorded when a watch was created (what already cited a watched patent) are not news and are left out.
 */
export async function listDigestHits(db: Queryable, userId: string, cadence: DigestCadence, from: Date, to: Date): Promise<DigestHit[]> {
  const { rows } = await db.query<{ watch_id: string; name: string; publication_number: string; title: string | null }>(
    `SELECT w.id AS watch_id, w.name, h.publication_number, p.title
       FROM scout_watches w
       JOIN scout_watch_hits h ON h.watch_id = w.id
       LEFT JOIN patents p ON p.publication_number = h.publication_number
      WHERE w.user_id = $1 AND w.digest = $2 AND h.found_at >= $3 AND h.found_at < $4 AND h.found_at > w.created_at
      ORDER BY w.created_at, w.id, h.found_at DESC, h.publication_number`,
    [userId, cadence, from, to],
  );
  return rows.map((r) => ({ watchId: r.watch_id, watchName: r.name, publicationNumber: r.publication_number, title: r.title ?? '' }));
}
