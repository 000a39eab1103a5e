import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';

export interface OrganizationRecord {
  id: string;
  name: string;
  slug: string;
  adminId: string | null;
  createdAt: Date;
}

/** A member with the user fields the organisation screens show, in joining order. */
export interface OrganizationMemberRecord {
  userId: string;
  name: string;
  email: string;
  role: 'org:admin' | 'org:member';
  publicRole: string | null;
  permissions: string[];
  joinedAt: Date;
}

/** @table organizations */
interface OrgRow {
  id: string;
  name: string;
  slug: string;
  admin_id: string | null;
  created_at: Date | string;
}

const toRecord = (r: OrgRow): OrganizationRecord => ({ id: r.id, name: r.name, slug: r.slug, adminId: r.admin_id, createdAt: new Date(r.created_at) });

export const newOrganizationId = (): string => `org_${randomUUID().replace(/-/g, '')}`;

export async function insertOrganization(db: Queryable, org: { id?: string; name: string; slug: string; adminId: string | null }): Promise<OrganizationRecord> {
  const { rows } = await db.query<OrgRow>('INSERT INTO organizations (id, name, slug, admin_id) VALUES ($1, $2, $3, $4) RETURNING id, name, slug, admin_id, created_at', [
    org.id ?? newOrganizationId(),
    org.name,
    org.slug,
    org.adminId,
  ]);
  if (!rows[0]) throw new Error('organizations insert returned no row');
  return toRecord(rows[0]);
}

export async function findOrganization(db: Queryable, id: string): Promise<OrganizationRecord | null> {
  const { rows } = await db.query<OrgRow>('SELECT id, name, slug, admin_id, created_at FROM organizations WHERE id = $1', [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findOrganizationBySlug(db: Queryable, slug: string): Promise<OrganizationRecord | null> {
  const { rows } = await db.query<OrgRow>('SELECT id, name, slug, admin_id, created_at FROM organizations WHERE slug = $1', [slug]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Slugs already taken that start with `base` (the caller picks the first free `base`, `base-2`, …). */
export async function slugsLike(db: Queryable, base: string): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>("SELECT slug FROM organizations WHERE slug = $1 OR slug LIKE $1 || '-%'", [base]);
  return rows.map((r) => r.slug);
}

/** Members in joining order (the order the seat rule counts in). */
export async function listOrganizationMembers(db: Queryable, organizationId: string): Promise<OrganizationMemberRecord[]> {
  const { rows } = await db.query<{
    user_id: string;
    name: string;
    email: string;
    role: 'org:admin' | 'org:member';
    public_role: string | null;
    permissions: string[];
    created_at: Date | string;
  }>(
    `SELECT m.user_id, u.name, u.email, m.role, u.public_role, m.permissions, m.created_at
     FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.organization_id = $1 ORDER BY m.created_at, m.user_id`,
    [organizationId],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    name: r.name,
    email: r.email,
    role: r.role,
    publicRole: r.public_role,
    permissions: r.permissions ?? [],
    joinedAt: new Date(r.created_at),
  }));
}

/** The caller's 0-based place among each of their organisations' members by joining time (seat rule). */
export async function seatIndexesOfUser(db: Queryable, userId: string): Promise<{ organizationId: string; seatIndex: number }[]> {
  const { rows } = await db.query<{ organization_id: string; seat_index: number | string }>(
    `SELECT mine.organization_id,
       (SELECT count(*) FROM memberships o WHERE o.organization_id = mine.organization_id
          AND (o.created_at, o.user_id) < (mine.created_at, mine.user_id)) AS seat_index
     FROM memberships mine WHERE mine.user_id = $1`,
    [userId],
  );
  return rows.map((r) => ({ organizationId: r.organization_id, seatIndex: Number(r.seat_index) }));
}

export async function countAdmins(db: Queryable, organizationId: string): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>("SELECT count(*) AS n FROM memberships WHERE organization_id = $1 AND role = 'org:admin'", [organizationId]);
  return Number(rows[0]?.n ?? 0);
}

export async function setOrganizationAdmin(db: Queryable, organizationId: string, adminId: string | null): Promise<void> {
  await db.query('UPDATE organizations SET admin_id = $2 WHERE id = $1', [organizationId, adminId]);
}

/** Every organisation with its member count, by name (the staff audience picker). */
export async function listOrganizationsWithMemberCount(db: Queryable): Promise<(OrganizationRecord & { memberCount: number })[]> {
  const { rows } = await db.query<OrgRow & { member_count: number | string }>(
    `SELECT o.id, o.name, o.slug, o.admin_id, o.created_at, (SELECT count(*) FROM memberships m WHERE m.organization_id = o.id) AS member_count
     FROM organizations o ORDER BY lower(o.name), o.id`,
  );
  return rows.map((r) => ({ ...toRecord(r), memberCount: Number(r.member_count) }));
}
