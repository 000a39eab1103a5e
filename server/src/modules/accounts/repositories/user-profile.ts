import type { Queryable } from '../../../platform/db/db';

/**
 * The account fields the account and organisation routes change (name, SPEC §3 publicMetadata.role
 * and organizationStatus). Kept apart from users.ts, which belongs to the identity provider's sign-in code.
 */

export async function setUserName(db: Queryable, userId: string, name: string): Promise<void> {
  await db.query('UPDATE users SET name = $2, updated_at = now() WHERE id = $1', [userId, name]);
}

export async function setOrganizationStatus(db: Queryable, userId: string, status: string | null): Promise<void> {
  await db.query('UPDATE users SET organization_status = $2, updated_at = now() WHERE id = $1', [userId, status]);
}

export async function setPublicRole(db: Queryable, userId: string, publicRole: string | null): Promise<void> {
  await db.query('UPDATE users SET public_role = $2, updated_at = now() WHERE id = $1', [userId, publicRole]);
}

export interface UserListEntry {
  id: string;
  email: string;
  name: string;
  publicRole: string | null;
  emailVerified: boolean;
  createdAt: Date;
}

/** Users for the staff list, newest first. */
export async function listUsers(db: Queryable, limit: number, offset: number): Promise<UserListEntry[]> {
  const { rows } = await db.query<{ id: string; email: string; name: string; public_role: string | null; email_verified_at: Date | null; created_at: Date | string }>(
    'SELECT id, email, name, public_role, email_verified_at, created_at FROM users ORDER BY created_at DESC, id LIMIT $1 OFFSET $2',
    [limit, offset],
  );
  return rows.map((r) => ({ id: r.id, email: r.email, name: r.name, publicRole: r.public_role, emailVerified: r.email_verified_at !== null, createdAt: new Date(r.created_at) }));
}
