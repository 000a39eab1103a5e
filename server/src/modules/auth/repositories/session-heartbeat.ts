import type { Queryable } from '../../../platform/db/db';

/**
 * Moves the session's last-seen time to `now` unless it moved less than `throttleMs` ago (so many open
 * tabs cost one write a minute); answers the time now stored and whether this call wrote it. Null when the
 * session is gone or revoked.
 */
export async function recordSessionHeartbeat(db: Queryable, sessionId: string, now: Date, throttleMs: number): Promise<{ lastSeenAt: Date; recorded: boolean } | null> {
  const { rows } = await db.query<{ last_active_at: Date | string }>(
    `UPDATE sessions SET last_active_at = $2 WHERE id = $1 AND revoked_at IS NULL AND last_active_at <= $3 RETURNING last_active_at`,
    [sessionId, now.toISOString(), new Date(now.getTime() - throttleMs).toISOString()],
  );
  if (rows[0]) return { lastSeenAt: new Date(rows[0].last_active_at), recorded: true };
  const current = await db.query<{ last_active_at: Date | string }>('SELECT last_active_at FROM sessions WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
  return current.rows[0] ? { lastSeenAt: new Date(current.rows[0].last_active_at), recorded: false } : null;
}
