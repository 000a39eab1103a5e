import { APPLICATION_LIST_LIMIT } from '@iprism/shared/contracts';
import type { Queryable } from '../../../db/db';
import { visibleToUserSql } from '../../../db/repositories/application-assignments';

/**
 * The dashboard's list read. It sits beside the routes because only the list needs it; the stages come
 * from the repository (`loadProgressStates`).
 */

/** An application with its owner's display name (null when the owner has no local row, e.g. Clerk-only). */
export interface ListedApplication {
  id: string;
  ownerUserId: string;
  ownerName: string | null;
  organizationId: string | null;
  title: string;
  createdAt: Date;
}

interface ListedRow {
  id: string;
  owner_user_id: string;
  owner_name: string | null;
  organization_id: string | null;
  title: string;
  created_at: Date | string;
}

/**
 * The user's own applications, those of `organizationId` (their active organisation, or null) and those
 * assigned to them, newest first, capped at APPLICATION_LIST_LIMIT. A client-portal user gets only their
 * own and their assigned ones (`visibleToUserSql`).
 */
export async function listVisibleApplications(db: Queryable, scope: { userId: string; organizationId: string | null; isClient: boolean }): Promise<ListedApplication[]> {
  const { rows } = await db.query<ListedRow>(
    `SELECT a.id, a.owner_user_id, u.name AS owner_name, a.organization_id, a.title, a.created_at
     FROM applications a LEFT JOIN users u ON u.id = a.owner_user_id
     WHERE ${visibleToUserSql('$1', '$2', '$3')}
     ORDER BY a.created_at DESC, a.id DESC
     LIMIT $4`,
    [scope.userId, scope.organizationId, scope.isClient, APPLICATION_LIST_LIMIT],
  );
  return rows.map((r) => ({
    id: r.id,
    ownerUserId: r.owner_user_id,
    ownerName: r.owner_name,
    organizationId: r.organization_id,
    title: r.title,
    createdAt: new Date(r.created_at),
  }));
}
