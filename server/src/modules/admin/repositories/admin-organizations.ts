import type { Queryable } from '../../../platform/db/db';

/** @derived an organisation with its member and application counts */
export interface OrganizationCountsRow {
  id: string;
  name: string;
  slug: string;
  createdAt: Date;
  members: number;
  applications: number;
}

/** Every organisation (or one) with its member and application counts, by name. */
export async function listOrganizationCounts(db: Queryable, id: string | null = null): Promise<OrganizationCountsRow[]> {
  const { rows } = await db.query<{ id: string; name: string; slug: string; created_at: Date | string; members: string | number; applications: string | number }>(
    `SELECT o.id, o.name, o.slug, o.created_at,
       (SELECT count(*) FROM memberships m WHERE m.organization_id = o.id) AS members,
       (SELECT count(*) FROM applications a WHERE a.organization_id = o.id) AS applications
     FROM organizations o WHERE $1::text IS NULL OR o.id = $1 ORDER BY lower(o.name), o.id`,
    [id],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, createdAt: new Date(r.created_at), members: Number(r.members), applications: Number(r.applications) }));
}

/** Users waiting for an organisation (organizationStatus pending_assignment), oldest first. */
export async function listPendingAssignmentUsers(db: Queryable): Promise<{ id: string; email: string; name: string; createdAt: Date }[]> {
  const { rows } = await db.query<{ id: string; email: string; name: string; created_at: Date | string }>(
    "SELECT id, email, name, created_at FROM users WHERE organization_status = 'pending_assignment' ORDER BY created_at, id",
  );
  return rows.map((r) => ({ id: r.id, email: r.email, name: r.name, createdAt: new Date(r.created_at) }));
}
