import type { Queryable } from '../db';
import { CLIENT_PUBLIC_ROLE as CLIENT_ROLE } from './users';

/** A client-portal user an application is shared with (migration 008). */
export interface AssignmentRecord {
  userId: string;
  name: string;
  email: string;
  assignedAt: Date;
}

/** A client-portal member of an organisation. */
export interface ClientMember {
  userId: string;
  name: string;
  email: string;
}

/** What deciding whether a user may watch an application needs (application-access.ts), read together. */
export interface WatchFacts {
  ownerUserId: string;
  organizationId: string | null;
  /** The user has a membership row in the application's organisation. */
  member: boolean;
  /** The users row marks a client-portal user (a user without a local row, e.g. Clerk-only, is not marked). */
  clientRole: boolean;
  /** The application is assigned to the user (shared with a client-portal user). */
  assigned: boolean;
}

/**
 * The watch facts of each of `userIds` for an application, in one query (every socket subscribe asks, for
 * one user); an empty map for an unknown id.
 */
export async function findWatchFacts(db: Queryable, applicationId: string, userIds: readonly string[]): Promise<Map<string, WatchFacts>> {
  const { rows } = await db.query<{ user_id: string; owner_user_id: string; organization_id: string | null; member: boolean; client_role: boolean; assigned: boolean }>(
    `SELECT u.id AS user_id, a.owner_user_id, a.organization_id,
            EXISTS (SELECT 1 FROM memberships m WHERE m.organization_id = a.organization_id AND m.user_id = u.id) AS member,
            COALESCE((SELECT public_role FROM users WHERE id = u.id) = '${CLIENT_ROLE}', false) AS client_role,
            EXISTS (SELECT 1 FROM application_assignments x WHERE x.application_id = a.id AND x.user_id = u.id) AS assigned
       FROM applications a CROSS JOIN unnest($2::text[]) AS u(id) WHERE a.id = $1`,
    [applicationId, [...new Set(userIds)]],
  );
  return new Map(rows.map((r) => [r.user_id, { ownerUserId: r.owner_user_id, organizationId: r.organization_id, member: r.member, clientRole: r.client_role, assigned: r.assigned }]));
}

/**
 * The list filter that mirrors `canWatchApplication` for the applications `a` of user `$user`, with `$org`
 * the organisation whose applications they may list (or NULL) and `$client` whether they are a client-portal
 * user (isClientPortalPrincipal): their own; the organisation's unless they are a client-portal user; and
 * those assigned to them while they are still a member of its organisation.
 */
export const visibleToUserSql = (user: string, org: string, client: string): string => `(a.owner_user_id = ${user}
  OR (${org}::text IS NOT NULL AND a.organization_id = ${org} AND NOT ${client}::boolean)
  OR EXISTS (SELECT 1 FROM application_assignments x JOIN memberships m ON m.organization_id = a.organization_id AND m.user_id = x.user_id
             WHERE x.application_id = a.id AND x.user_id = ${user}))`;

/** Who the application is shared with, oldest share first. */
export async function listAssignments(db: Queryable, applicationId: string): Promise<AssignmentRecord[]> {
  const { rows } = await db.query<{ user_id: string; name: string | null; email: string | null; created_at: Date | string }>(
    `SELECT x.user_id, u.name, u.email, x.created_at FROM application_assignments x LEFT JOIN users u ON u.id = x.user_id
     WHERE x.application_id = $1 ORDER BY x.created_at, x.user_id`,
    [applicationId],
  );
  return rows.map((r) => ({ userId: r.user_id, name: r.name ?? '', email: r.email ?? '', assignedAt: new Date(r.created_at) }));
}

/** The organisation's client-portal members the application is not assigned to yet, by name. */
export async function listAssignmentCandidates(db: Queryable, applicationId: string, organizationId: string): Promise<ClientMember[]> {
  const { rows } = await db.query<{ user_id: string; name: string; email: string }>(
    `SELECT u.id AS user_id, u.name, u.email FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE m.organization_id = $2 AND u.public_role = '${CLIENT_ROLE}'
       AND NOT EXISTS (SELECT 1 FROM application_assignments x WHERE x.application_id = $1 AND x.user_id = u.id)
     ORDER BY u.name, u.id`,
    [applicationId, organizationId],
  );
  return rows.map((r) => ({ userId: r.user_id, name: r.name, email: r.email }));
}

/** The user when they are a client-portal member of the organisation, else null. */
export async function findClientMember(db: Queryable, organizationId: string, userId: string): Promise<ClientMember | null> {
  const { rows } = await db.query<{ user_id: string; name: string; email: string }>(
    `SELECT u.id AS user_id, u.name, u.email FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE m.organization_id = $1 AND m.user_id = $2 AND u.public_role = '${CLIENT_ROLE}'`,
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
