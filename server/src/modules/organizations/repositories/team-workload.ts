import type { Queryable } from '../../../platform/db/db';

/** @derived per-member counts of applications */
export interface TeamWorkloadRow {
  userId: string;
  applications: number;
  inProgress: number;
  failed: number;
  assigned: number;
  lastActivityAt: string | null;
}

/**
 * Per member of the organisation: the applications of this organisation they own (and how many are
 * queued, running or failed), the ones assigned or shared to them, and the last change to either.
 */
export async function listTeamWorkload(db: Queryable, organizationId: string): Promise<TeamWorkloadRow[]> {
  const { rows } = await db.query<{
    user_id: string;
    applications: string | number;
    in_progress: string | number;
    failed: string | number;
    assigned: string | number;
    last_activity: Date | string | null;
  }>(
    `SELECT m.user_id,
            COUNT(a.id) AS applications,
            COUNT(a.id) FILTER (WHERE a.status IN ('queued', 'running')) AS in_progress,
            COUNT(a.id) FILTER (WHERE a.status = 'failed') AS failed,
            (SELECT COUNT(*) FROM application_assignments s JOIN applications sa ON sa.id = s.application_id
              WHERE s.user_id = m.user_id AND sa.organization_id = m.organization_id) AS assigned,
            GREATEST(MAX(a.updated_at),
              (SELECT MAX(sa.updated_at) FROM application_assignments s JOIN applications sa ON sa.id = s.application_id
                WHERE s.user_id = m.user_id AND sa.organization_id = m.organization_id)) AS last_activity
     FROM memberships m
     LEFT JOIN applications a ON a.owner_user_id = m.user_id AND a.organization_id = m.organization_id
     WHERE m.organization_id = $1
     GROUP BY m.user_id, m.organization_id`,
    [organizationId],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    applications: Number(r.applications),
    inProgress: Number(r.in_progress),
    failed: Number(r.failed),
    assigned: Number(r.assigned),
    lastActivityAt: r.last_activity === null ? null : new Date(r.last_activity).toISOString(),
  }));
}
