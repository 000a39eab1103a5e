import type { Db, Queryable } from '../../../platform/db/db';

export interface SessionRecord {
  id: string;
  userId: string;
  refreshHash: string;
  activeOrganizationId: string | null;
  secondFactorPending: boolean;
  userAgent: string;
  ip: string;
  createdAt: Date;
  lastActiveAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** @table sessions */
interface SessionRow {
  id: string;
  user_id: string;
  refresh_hash: string;
  active_organization_id: string | null;
  second_factor_pending: boolean;
  user_agent: string;
  ip: string;
  created_at: Date | string;
  last_active_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
}

const COLUMNS = 'id, user_id, refresh_hash, active_organization_id, second_factor_pending, user_agent, ip, created_at, last_active_at, expires_at, revoked_at';

const toRecord = (row: SessionRow): SessionRecord => ({
  id: row.id,
  userId: row.user_id,
  refreshHash: row.refresh_hash,
  activeOrganizationId: row.active_organization_id,
  secondFactorPending: row.second_factor_pending,
  userAgent: row.user_agent,
  ip: row.ip,
  createdAt: new Date(row.created_at),
  lastActiveAt: new Date(row.last_active_at),
  expiresAt: new Date(row.expires_at),
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
});

/** Usable: not revoked, not expired and not waiting for a second factor. */
export const isSessionLive = (s: SessionRecord, now: Date): boolean => s.revokedAt === null && !s.secondFactorPending && s.expiresAt > now;

export interface NewSession {
  id: string;
  userId: string;
  refreshHash: string;
  activeOrganizationId: string | null;
  secondFactorPending: boolean;
  userAgent: string;
  ip: string;
  expiresAt: Date;
}

export async function insertSession(db: Queryable, s: NewSession): Promise<SessionRecord> {
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO sessions (id, user_id, refresh_hash, active_organization_id, second_factor_pending, user_agent, ip, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [s.id, s.userId, s.refreshHash, s.activeOrganizationId, s.secondFactorPending, s.userAgent.slice(0, 500), s.ip, s.expiresAt.toISOString()],
  );
  const row = rows[0];
  if (!row) throw new Error('sessions insert returned no row');
  return toRecord(row);
}

export async function findSession(db: Queryable, id: string): Promise<SessionRecord | null> {
  const { rows } = await db.query<SessionRow>(`SELECT ${COLUMNS} FROM sessions WHERE id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Turns a second-factor attempt into a full session with a new refresh secret and lifetime. */
export async function completeSecondFactor(db: Queryable, id: string, refreshHash: string, expiresAt: Date): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE sessions SET second_factor_pending = false, refresh_hash = $2, expires_at = $3, last_active_at = now() WHERE id = $1 AND second_factor_pending AND revoked_at IS NULL RETURNING id',
    [id, refreshHash, expiresAt.toISOString()],
  );
  return rows.length === 1;
}

export async function setSessionOrganization(db: Queryable, id: string, organizationId: string | null): Promise<void> {
  await db.query('UPDATE sessions SET active_organization_id = $2, last_active_at = now() WHERE id = $1', [id, organizationId]);
}

/** Revokes one session of `userId`; false when it is not theirs or already revoked. */
export async function revokeSession(db: Queryable, id: string, userId: string): Promise<boolean> {
  const { rows } = await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id', [id, userId]);
  return rows.length === 1;
}

/** Revokes every session of the user except `keepId` (null revokes them all): after a password change or reset. */
export async function revokeOtherSessions(db: Queryable, userId: string, keepId: string | null): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR id <> $2)', [userId, keepId]);
}

/** The user's usable sessions, most recently active first. */
export async function listLiveSessions(db: Queryable, userId: string, now: Date): Promise<SessionRecord[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${COLUMNS} FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND NOT second_factor_pending AND expires_at > $2 ORDER BY last_active_at DESC`,
    [userId, now.toISOString()],
  );
  return rows.map(toRecord);
}

/**
 * Replaces the session's refresh secret when `oldHash` is still the current one, and keeps `oldHash` as
 * rotated (for reuse detection). False when another refresh rotated it first or the session ended.
 */
export async function rotateRefreshHash(db: Pick<Db, 'transaction'>, id: string, oldHash: string, newHash: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      'UPDATE sessions SET refresh_hash = $3 WHERE id = $1 AND refresh_hash = $2 AND revoked_at IS NULL RETURNING id',
      [id, oldHash, newHash],
    );
    if (rows.length !== 1) return false;
    await tx.query('INSERT INTO refresh_rotations (refresh_hash, session_id, rotated_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [oldHash, id, now.toISOString()]);
    return true;
  });
}

/** When `hash` is a refresh secret the session rotated away from: the time it was rotated. */
export async function findRotation(db: Queryable, id: string, hash: string): Promise<Date | null> {
  const { rows } = await db.query<{ rotated_at: Date | string }>('SELECT rotated_at FROM refresh_rotations WHERE session_id = $1 AND refresh_hash = $2', [id, hash]);
  return rows[0] ? new Date(rows[0].rotated_at) : null;
}
