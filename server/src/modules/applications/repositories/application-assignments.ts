import type { Queryable } from '../../../platform/db/db';
import { adminMembershipSql } from './application-visibility';
import { CLIENT_PUBLIC_ROLE as CLIENT_ROLE } from '../../accounts';

/** A member of the application's organisation it is assigned to (migration 008), e.g. a client-portal user it is shared with. */
export interface AssignmentRecord {
  userId: string;
  name: string;
  email: string;
  assignedAt: Date;
}

/** A member of an organisation an application may be assigned to. */
export interface AssignableMember {
  userId: string;
  name: string;
  email: string;
}

/** Who the application is shared with, oldest share first. */
export async function listAssignments(db: Queryable, applicationId: string): Promise<AssignmentRecord[]> {
  const { rows } = await db.query<{ user_id: string; name: string | null; email: string | null; created_at: Date | string }>(
    `SELECT x.user_id, u.name, u.email, x.created_at FROM application_assignments x LEFT JOIN users u ON u.id = x.user_id
     WHERE x.application_id = $1 ORDER BY x.created_at, x.user_id`,
    [applicationId],
  );
  return rows.map((r) => ({ userId: r.user_id, name: r.name ?? '', email: r.email ?? '', assignedAt: new Date(r.created_at) }));
}

/**
 * The organisation's members who do not see the application yet and could be given it: not its owner, not
 * an admin of the organisation (they see it already), not assigned yet. Client-portal users first, then by name.
 */
export async function listAssignmentCandidates(db: Queryable, applicationId: string, organizationId: string, ownerUserId: string): Promise<AssignableMember[]> {
  const { rows } = await db.query<{ user_id: string; name: string; email: string }>(
    `SELECT u.id AS user_id, u.name, u.email FROM memberships m JOIN users u ON u.id = m.user_id JOIN organizations o ON o.id = m.organization_id
     WHERE m.organization_id = $2 AND u.id <> $3
       AND NOT ${adminMembershipSql('m', 'o')}
       AND NOT EXISTS (SELECT 1 FROM application_assignments x WHERE x.application_id = $1 AND x.user_id = u.id)
     ORDER BY (u.public_role IS DISTINCT FROM '${CLIENT_ROLE}'), u.name, u.id`,
    [applicationId, organizationId, ownerUserId],
  );
  return rows.map((r) => ({ userId: r.user_id, name: r.name, email: r.email }));
}

/** The user when they are a member of the organisation, else null. */
export async function findAssignableMember(db: Queryable, organizationId: string, userId: string): Promise<AssignableMember | null> {
  const { rows } = await db.query<{ user_id: string; name: string; email: string }>(
    `SELECT u.id AS user_id, u.name, u.email FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE m.organization_id = $1 AND m.user_id = $2`,
    [organizationId, userId],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, name: row.name, email: row.email } : null;
}

/** Shares the application; sharing it again keeps the first share. Returns when it was shared. */
export async function addAssignment(db: Queryable, a: { applicationId: string; userId: string; assignedBy: string }): Promise<Date> {
  const { rows } = await db.query<{ created_at: Date | string }>(
    // The no-op update makes RETURNING answer on a conflict too, with the first share's time.
    `INSERT INTO application_assignments (application_id, user_id, assigned_by) VALUES ($1, $2, $3)
     ON CONFLICT (application_id, user_id) DO UPDATE SET application_id = EXCLUDED.application_id
     RETURNING created_at`,
    [a.applicationId, a.userId, a.assignedBy],
  );
  const row = rows[0];
  if (!row) throw new Error('application_assignments insert returned no row');
  return new Date(row.created_at);
}

export async function removeAssignment(db: Queryable, applicationId: string, userId: string): Promise<void> {
  await db.query('DELETE FROM application_assignments WHERE application_id = $1 AND user_id = $2', [applicationId, userId]);
}

/** Drops every share of the organisation's applications with the user: they left it, and a later invitation starts afresh. */
export async function removeAssignmentsInOrganization(db: Queryable, organizationId: string, userId: string): Promise<void> {
  await db.query('DELETE FROM application_assignments x USING applications a WHERE x.application_id = a.id AND a.organization_id = $1 AND x.user_id = $2', [organizationId, userId]);
}
