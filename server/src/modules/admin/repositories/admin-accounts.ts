import type { OrgRole } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';
import type { LicenseOwner } from '../../commerce';

/**
 * One row of the staff account search: the user, their organisations and their last completed sign-in.
 * @derived joins and aggregates over users, memberships and sessions
 */
export interface AccountSearchRow {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  suspendedAt: Date | null;
  createdAt: Date;
  totpEnabled: boolean;
  organizations: { id: string; name: string; role: OrgRole }[];
  lastSignInAt: Date | null;
}

/** @derived a page of the admin account search with its total */
interface Row {
  id: string;
  email: string;
  name: string;
  email_verified_at: Date | string | null;
  suspended_at: Date | string | null;
  created_at: Date | string;
  totp_enabled_at: Date | string | null;
  organizations: { id: string; name: string; role: OrgRole }[] | string | null;
  last_sign_in_at: Date | string | null;
  total?: string | number;
}

const SELECT = `
  SELECT u.id, u.email, u.name, u.email_verified_at, u.suspended_at, u.created_at, u.totp_enabled_at,
    (SELECT COALESCE(json_agg(json_build_object('id', o.id, 'name', o.name, 'role', m.role) ORDER BY o.name), '[]'::json)
       FROM memberships m JOIN organizations o ON o.id = m.organization_id WHERE m.user_id = u.id) AS organizations,
    (SELECT max(s.created_at) FROM sessions s WHERE s.user_id = u.id AND NOT s.second_factor_pending) AS last_sign_in_at`;

const toRow = (r: Row): AccountSearchRow => ({
  id: r.id,
  email: r.email,
  name: r.name,
  emailVerified: r.email_verified_at !== null,
  suspendedAt: r.suspended_at === null ? null : new Date(r.suspended_at),
  createdAt: new Date(r.created_at),
  totpEnabled: r.totp_enabled_at !== null,
  organizations: typeof r.organizations === 'string' ? (JSON.parse(r.organizations) as AccountSearchRow['organizations']) : (r.organizations ?? []),
  lastSignInAt: r.last_sign_in_at === null ? null : new Date(r.last_sign_in_at),
});

/** Escapes LIKE wildcards so a search for "a_b" finds that text, not any one character. */
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users whose e-mail, name or an organisation's name contains `query` (case-insensitive), by e-mail. */
export async function searchAccounts(db: Queryable, query: string, limit: number, offset: number): Promise<{ rows: AccountSearchRow[]; total: number }> {
  const where = `WHERE $1::text IS NULL OR u.email ILIKE $1 OR u.name ILIKE $1
    OR EXISTS (SELECT 1 FROM memberships m JOIN organizations o ON o.id = m.organization_id WHERE m.user_id = u.id AND o.name ILIKE $1)`;
  const param = query ? likePattern(query) : null;
  const { rows } = await db.query<Row>(`${SELECT}, count(*) OVER () AS total FROM users u ${where} ORDER BY lower(u.email) LIMIT $2 OFFSET $3`, [param, limit, offset]);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const { rows: c } = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM users u ${where}`, [param]);
    total = Number(c[0]?.n ?? 0);
  }
  return { rows: rows.map(toRow), total };
}

export async function findAccount(db: Queryable, id: string): Promise<AccountSearchRow | null> {
  const { rows } = await db.query<Row>(`${SELECT} FROM users u WHERE u.id = $1`, [id]);
  return rows[0] ? toRow(rows[0]) : null;
}

/** Suspends (`at` set) or restores (null) the account; false when it was already in that state. */
export async function setSuspended(db: Queryable, userId: string, at: Date | null): Promise<boolean> {
  const { rows } = await db.query(
    at ? 'UPDATE users SET suspended_at = $2, updated_at = now() WHERE id = $1 AND suspended_at IS NULL RETURNING id' : 'UPDATE users SET suspended_at = NULL, updated_at = now() WHERE id = $1 AND suspended_at IS NOT NULL RETURNING id',
    at ? [userId, at.toISOString()] : [userId],
  );
  return rows.length === 1;
}

/** Ends every live session of the user (suspension, "end all sessions"); returns how many ended. */
export async function revokeAllSessions(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id', [userId]);
  return rows.length;
}

/** Ends the owner's licences that are still running at `now` (a staff licence change replaces them). */
export async function endCurrentLicenses(db: Queryable, owner: LicenseOwner, now: Date): Promise<number> {
  const { rows } = await db.query(
    `UPDATE licenses SET ends_at = $3 WHERE (owner_user_id = $1 OR owner_organization_id = $2) AND starts_at <= $3 AND (ends_at IS NULL OR ends_at > $3) RETURNING id`,
    [owner.userId ?? null, owner.organizationId ?? null, now.toISOString()],
  );
  return rows.length;
}

/** @derived a licence as the admin account page shows it */
export interface OwnedLicenseRow {
  id: string;
  type: string;
  seats: number;
  startsAt: Date;
  endsAt: Date | null;
}

/** Every licence the owner holds or held, newest first. */
export async function listOwnedLicenses(db: Queryable, owner: LicenseOwner): Promise<OwnedLicenseRow[]> {
  const { rows } = await db.query<{ id: string; type: string; seats: number; starts_at: Date | string; ends_at: Date | string | null }>(
    'SELECT id, type, seats, starts_at, ends_at FROM licenses WHERE owner_user_id = $1 OR owner_organization_id = $2 ORDER BY starts_at DESC, created_at DESC',
    [owner.userId ?? null, owner.organizationId ?? null],
  );
  return rows.map((r) => ({ id: r.id, type: r.type, seats: r.seats, startsAt: new Date(r.starts_at), endsAt: r.ends_at === null ? null : new Date(r.ends_at) }));
}

/** @derived live sessions with their user */
export interface LiveSessionRow {
  id: string;
  userId: string;
  userEmail: string;
  ip: string;
  userAgent: string;
  createdAt: Date;
  lastActiveAt: Date;
}

/** Live sessions (not revoked, not expired, not waiting for a second factor), of one user or of everyone, most recent first. */
export async function listLiveSessionsOf(db: Queryable, userId: string | null, now: Date, limit: number): Promise<LiveSessionRow[]> {
  const { rows } = await db.query<{ id: string; user_id: string; email: string; ip: string; user_agent: string; created_at: Date | string; last_active_at: Date | string }>(
    `SELECT s.id, s.user_id, u.email, s.ip, s.user_agent, s.created_at, s.last_active_at FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE ($1::text IS NULL OR s.user_id = $1) AND s.revoked_at IS NULL AND NOT s.second_factor_pending AND s.expires_at > $2
      ORDER BY s.last_active_at DESC LIMIT $3`,
    [userId, now.toISOString(), limit],
  );
  return rows.map((r) => ({ id: r.id, userId: r.user_id, userEmail: r.email, ip: r.ip, userAgent: r.user_agent, createdAt: new Date(r.created_at), lastActiveAt: new Date(r.last_active_at) }));
}

/** Revokes one session by id, whoever owns it; returns the owner, or null when it was not live. */
export async function revokeSessionById(db: Queryable, id: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING user_id', [id]);
  return rows[0]?.user_id ?? null;
}
