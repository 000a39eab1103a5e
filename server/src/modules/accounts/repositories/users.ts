import type { Queryable } from '../../../platform/db/db';
import { hashPassword, newId } from '../../auth';

/** A user as the server code sees it; never sent as is (see auth/auth-user.ts). */
export interface UserRecord {
  id: string;
  email: string;
  name: string;
  passwordHash: string | null;
  emailVerified: boolean;
  publicRole: string | null;
  organizationStatus: string | null;
  totpSecret: string | null;
  totpEnabled: boolean;
  recoveryCodeHashes: string[];
  /** Set while staff have suspended the account: no sign-in, no session. */
  suspendedAt: Date | null;
  updatedAt: Date;
}

/** @table users */
interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  email_verified_at: Date | null;
  public_role: string | null;
  organization_status: string | null;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  recovery_code_hashes: string[];
  suspended_at: Date | string | null;
  updated_at: Date | string;
}

const COLUMNS = 'id, email, name, password_hash, email_verified_at, public_role, organization_status, totp_secret, totp_enabled_at, recovery_code_hashes, suspended_at, updated_at';

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.password_hash,
    emailVerified: row.email_verified_at !== null,
    publicRole: row.public_role,
    organizationStatus: row.organization_status,
    totpSecret: row.totp_secret,
    totpEnabled: row.totp_enabled_at !== null,
    recoveryCodeHashes: row.recovery_code_hashes ?? [],
    suspendedAt: row.suspended_at ? new Date(row.suspended_at) : null,
    updatedAt: new Date(row.updated_at),
  };
}

export type NewUser = {
  email: string;
  name: string;
  emailVerified: boolean;
  /** SPEC §3 publicMetadata.role ('client' = client portal). */
  publicRole?: string | null;
  /** SPEC §3 publicMetadata.organizationStatus ('pending_assignment'). */
  organizationStatus?: string | null;
} & ({ password: string; passwordHash?: never } | { passwordHash: string | null; password?: never });

/** Creates a user (also used by the demo seed); the e-mail is stored lower-cased. Throws on a taken address. */
export async function createUser(db: Queryable, user: NewUser): Promise<UserRecord> {
  const passwordHash = user.password !== undefined ? await hashPassword(user.password) : user.passwordHash;
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, email, name, password_hash, email_verified_at, public_role, organization_status)
     VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN now() END, $6, $7) RETURNING ${COLUMNS}`,
    [newId('user'), user.email.trim().toLowerCase(), user.name, passwordHash, user.emailVerified, user.publicRole ?? null, user.organizationStatus ?? null],
  );
  const row = rows[0];
  if (!row) throw new Error('users insert returned no row');
  return toRecord(row);
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email.trim()]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** SPEC §6: publicMetadata.role 'client' marks a read-only client-portal user. */
export const CLIENT_PUBLIC_ROLE = 'client';

/** Whether the user is a client-portal user; false for a user without a local row (Clerk-only). */
export async function isClientPortalUser(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ public_role: string | null }>('SELECT public_role FROM users WHERE id = $1', [userId]);
  return rows[0]?.public_role === CLIENT_PUBLIC_ROLE;
}

export async function markEmailVerified(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()), updated_at = now() WHERE id = $1', [userId]);
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
}

/** Stores a secret the user has not confirmed yet; the second factor stays off until `enableTotp`. */
export async function setPendingTotpSecret(db: Queryable, userId: string, secret: string): Promise<void> {
  await db.query('UPDATE users SET totp_secret = $2, totp_enabled_at = NULL, totp_last_step = NULL, recovery_code_hashes = $3, updated_at = now() WHERE id = $1', [userId, secret, []]);
}

export async function enableTotp(db: Queryable, userId: string, recoveryCodeHashes: string[]): Promise<void> {
  await db.query('UPDATE users SET totp_enabled_at = now(), recovery_code_hashes = $2, updated_at = now() WHERE id = $1 AND totp_secret IS NOT NULL', [userId, recoveryCodeHashes]);
}

export async function disableTotp(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET totp_secret = NULL, totp_enabled_at = NULL, recovery_code_hashes = $2, updated_at = now() WHERE id = $1', [userId, []]);
}

/** Removes one recovery code hash in a single statement, so two concurrent uses cannot both succeed. */
export async function consumeRecoveryCode(db: Queryable, userId: string, codeHash: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE users SET recovery_code_hashes = array_remove(recovery_code_hashes, $2), updated_at = now() WHERE id = $1 AND $2 = ANY(recovery_code_hashes) RETURNING id',
    [userId, codeHash],
  );
  return rows.length === 1;
}

/**
 * Records `step` as the last accepted TOTP time step when it is later than the one stored, in one
 * statement: false means the code (or an older one) was already used, so a seen code cannot be replayed.
 */
export async function acceptTotpStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const { rows } = await db.query('UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id', [userId, step]);
  return rows.length === 1;
}
