import type { Queryable } from '../../../platform/db/db';

export type MembershipRole = 'org:admin' | 'org:member';

/** One membership with its organisation's slug and name (SPEC §3 organizationMemberships). */
export interface MembershipRecord {
  organizationId: string;
  organizationSlug: string;
  organizationName: string;
  userId: string;
  role: MembershipRole;
  /** Full permission keys, e.g. `org:admin_dashboard:access`. */
  permissions: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** @table memberships @computed slug name */
interface MembershipRow {
  organization_id: string;
  slug: string;
  name: string;
  user_id: string;
  role: MembershipRole;
  permissions: string[];
  created_at: Date | string;
  updated_at: Date | string;
}

const SELECT = `SELECT m.organization_id, o.slug, o.name, m.user_id, m.role, m.permissions, m.created_at, m.updated_at
  FROM memberships m JOIN organizations o ON o.id = m.organization_id`;

const toRecord = (row: MembershipRow): MembershipRecord => ({
  organizationId: row.organization_id,
  organizationSlug: row.slug,
  organizationName: row.name,
  userId: row.user_id,
  role: row.role,
  permissions: row.permissions ?? [],
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

export interface NewMembership {
  organizationId: string;
  userId: string;
  role: MembershipRole;
  permissions?: string[];
}

/** Adds a membership, or updates role and permissions when the user is already a member. */
export async function addMembership(db: Queryable, m: NewMembership): Promise<void> {
  await db.query(
    `INSERT INTO memberships (organization_id, user_id, role, permissions) VALUES ($1, $2, $3, $4)
     ON CONFLICT (organization_id, user_id) DO UPDATE SET role = EXCLUDED.role, permissions = EXCLUDED.permissions, updated_at = now()`,
    [m.organizationId, m.userId, m.role, m.permissions ?? []],
  );
}

/** Oldest first, so "the first organisation" is stable (the default active organisation of a new session). */
export async function listMembershipsOfUser(db: Queryable, userId: string): Promise<MembershipRecord[]> {
  const { rows } = await db.query<MembershipRow>(`${SELECT} WHERE m.user_id = $1 ORDER BY m.created_at, m.organization_id`, [userId]);
  return rows.map(toRecord);
}

export async function findMembership(db: Queryable, userId: string, organizationId: string): Promise<MembershipRecord | null> {
  const { rows } = await db.query<MembershipRow>(`${SELECT} WHERE m.user_id = $1 AND m.organization_id = $2`, [userId, organizationId]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Changes a member's role (and permissions when given); false when there is no such membership. */
export async function setMembershipRole(db: Queryable, organizationId: string, userId: string, role: MembershipRole, permissions?: string[]): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE memberships SET role = $3, permissions = COALESCE($4, permissions), updated_at = now() WHERE organization_id = $1 AND user_id = $2 RETURNING user_id',
    [organizationId, userId, role, permissions ?? null],
  );
  return rows.length === 1;
}

export async function removeMembership(db: Queryable, organizationId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM memberships WHERE organization_id = $1 AND user_id = $2 RETURNING user_id', [organizationId, userId]);
  return rows.length === 1;
}
