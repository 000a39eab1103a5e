import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';

/** One stored notification (SPEC §3); the wire shape is built in http/routes/notifications/notification-view.ts. */
export interface NotificationRecord {
  userId: string;
  id: string;
  iconName: string | null;
  color: string | null;
  text: string;
  category: string;
  adminOnly: boolean;
  viewed: boolean;
  dismissed: boolean;
  createdAt: Date;
  viewedAt: Date | null;
  dismissedAt: Date | null;
}

/** What a sender decides; the lifecycle flags start unviewed and active. */
export interface NotificationContent {
  iconName: string | null;
  color: string | null;
  text: string;
  category: string;
  adminOnly: boolean;
}

/** @table notifications */
interface NotificationRow {
  user_id: string;
  id: string;
  icon_name: string | null;
  color: string | null;
  text: string;
  category: string;
  admin_only: boolean;
  viewed: boolean;
  dismissed: boolean;
  created_at: Date | string;
  viewed_at: Date | string | null;
  dismissed_at: Date | string | null;
}

const COLUMNS = 'user_id, id, icon_name, color, text, category, admin_only, viewed, dismissed, created_at, viewed_at, dismissed_at';

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));
const toRecord = (r: NotificationRow): NotificationRecord => ({
  userId: r.user_id,
  id: r.id,
  iconName: r.icon_name,
  color: r.color,
  text: r.text,
  category: r.category,
  adminOnly: r.admin_only,
  viewed: r.viewed,
  dismissed: r.dismissed,
  createdAt: new Date(r.created_at),
  viewedAt: date(r.viewed_at),
  dismissedAt: date(r.dismissed_at),
});

export const newNotificationId = (): string => `ntf_${randomUUID().replace(/-/g, '')}`;

/**
 * Stores one notification for `userId` under the client's id (or a new one). Adding the same id twice for
 * the same user is a retry: nothing changes and the stored row comes back with `created: false`.
 */
export async function insertNotification(
  db: Queryable,
  userId: string,
  n: NotificationContent & { id?: string },
): Promise<{ record: NotificationRecord; created: boolean }> {
  const id = n.id ?? newNotificationId();
  const { rows } = await db.query<NotificationRow>(
    `INSERT INTO notifications (user_id, id, icon_name, color, text, category, admin_only) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, id) DO NOTHING RETURNING ${COLUMNS}`,
    [userId, id, n.iconName, n.color, n.text, n.category, n.adminOnly],
  );
  if (rows[0]) return { record: toRecord(rows[0]), created: true };
  const existing = await findNotification(db, userId, id);
  if (!existing) throw new Error('notifications insert conflicted but no row was found');
  return { record: existing, created: false };
}

/** One statement for an admin send: the same content for every recipient, each row with its own new id. */
export async function insertNotificationForUsers(db: Queryable, userIds: readonly string[], n: NotificationContent): Promise<NotificationRecord[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<NotificationRow>(
    `INSERT INTO notifications (user_id, id, icon_name, color, text, category, admin_only)
     SELECT u, 'ntf_' || replace(gen_random_uuid()::text, '-', ''), $2, $3, $4, $5, $6 FROM unnest($1::text[]) AS u
     RETURNING ${COLUMNS}`,
    [[...new Set(userIds)], n.iconName, n.color, n.text, n.category, n.adminOnly],
  );
  return rows.map(toRecord);
}

/**
 * The notifications of these users created at or after `since`, oldest first, admin-only rows left out
 * (who may see those depends on the reader's active organisation, which only a list call knows).
 */
export async function listNotificationsCreatedSince(db: Queryable, userIds: readonly string[], since: Date): Promise<NotificationRecord[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications WHERE user_id = ANY($1::text[]) AND created_at >= $2 AND NOT admin_only ORDER BY created_at, id`,
    [[...userIds], since],
  );
  return rows.map(toRecord);
}

export async function findNotification(db: Queryable, userId: string, id: string): Promise<NotificationRecord | null> {
  const { rows } = await db.query<NotificationRow>(`SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 AND id = $2`, [userId, id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * A user's notifications, newest first, active and dismissed alike (the browser splits them). Admin-only
 * rows are left out unless `includeAdminOnly` (SPEC §5: hidden and filtered out for non-admins).
 */
export async function listNotifications(db: Queryable, userId: string, opts: { includeAdminOnly: boolean; limit: number }): Promise<NotificationRecord[]> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 AND (NOT admin_only OR $2::boolean)
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [userId, opts.includeAdminOnly, opts.limit],
  );
  return rows.map(toRecord);
}

/** SPEC §4 lifecycle steps on one notification: viewed; dismissed; restored (active again, and viewed). */
export type NotificationTransition = 'view' | 'dismiss' | 'restore';

const TRANSITIONS: Record<NotificationTransition, string> = {
  view: 'viewed = true, viewed_at = COALESCE(viewed_at, now())',
  dismiss: 'dismissed = true, dismissed_at = COALESCE(dismissed_at, now())',
  restore: 'dismissed = false, dismissed_at = NULL, viewed = true, viewed_at = COALESCE(viewed_at, now())',
};

/**
 * Applies a lifecycle step to one of the user's own notifications; false when the user has no such
 * notification they may see (another user's or a hidden admin-only one), which the route answers as 404.
 */
export async function applyNotificationTransition(
  db: Queryable,
  userId: string,
  id: string,
  transition: NotificationTransition,
  opts: { includeAdminOnly: boolean },
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE notifications SET ${TRANSITIONS[transition]} WHERE user_id = $1 AND id = $2 AND (NOT admin_only OR $3::boolean) RETURNING id`,
    [userId, id, opts.includeAdminOnly],
  );
  return rows.length === 1;
}

/** Mark-all-viewed (SPEC §4): every active (not dismissed), visible, unviewed notification of the user; returns how many. */
export async function markAllNotificationsViewed(db: Queryable, userId: string, opts: { includeAdminOnly: boolean }): Promise<number> {
  const { rows } = await db.query(
    `UPDATE notifications SET viewed = true, viewed_at = now()
     WHERE user_id = $1 AND NOT viewed AND NOT dismissed AND (NOT admin_only OR $2::boolean) RETURNING id`,
    [userId, opts.includeAdminOnly],
  );
  return rows.length;
}

export async function deleteNotification(db: Queryable, userId: string, id: string, opts: { includeAdminOnly: boolean }): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM notifications WHERE user_id = $1 AND id = $2 AND (NOT admin_only OR $3::boolean) RETURNING id', [
    userId,
    id,
    opts.includeAdminOnly,
  ]);
  return rows.length === 1;
}

/** SPEC §9 cleanup: removes every user's notifications created before `cutoff`; returns how many. */
export async function deleteNotificationsCreatedBefore(db: Queryable, cutoff: Date): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>('WITH gone AS (DELETE FROM notifications WHERE created_at < $1 RETURNING 1) SELECT count(*) AS n FROM gone', [cutoff]);
  return Number(rows[0]?.n ?? 0);
}

/** Deletes the notifications older than `cutoff` of one organisation's members → how many went. */
export async function deleteOrganizationNotificationsCreatedBefore(db: Queryable, organizationId: string, cutoff: Date): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(
    `WITH gone AS (DELETE FROM notifications WHERE created_at < $2
       AND user_id IN (SELECT user_id FROM memberships WHERE organization_id = $1) RETURNING 1)
     SELECT count(*) AS n FROM gone`,
    [organizationId, cutoff],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Every user id, oldest account first: the audience of an admin send to everyone. */
export async function listAllUserIds(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users ORDER BY created_at, id');
  return rows.map((r) => r.id);
}

/** What the SPEC §6 admin check (`isOrgAdmin`) reads for one membership. */
export interface MembershipAdminFacts {
  userId: string;
  organizationId: string;
  organizationAdminId: string | null;
  role: string;
  permissions: string[];
}

/**
 * The memberships of `userIds` (only in `organizationId` when given) with their organisation's recorded
 * admin: one query, so an admin-only send can apply `isOrgAdmin` to every recipient in memory.
 */
export async function listMembershipAdminFacts(db: Queryable, userIds: readonly string[], organizationId: string | null): Promise<MembershipAdminFacts[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<{ user_id: string; organization_id: string; admin_id: string | null; role: string; permissions: string[] | null }>(
    `SELECT m.user_id, m.organization_id, o.admin_id, m.role, m.permissions
     FROM memberships m JOIN organizations o ON o.id = m.organization_id
     WHERE m.user_id = ANY($1::text[]) AND ($2::text IS NULL OR m.organization_id = $2)`,
    [[...userIds], organizationId],
  );
  return rows.map((r) => ({ userId: r.user_id, organizationId: r.organization_id, organizationAdminId: r.admin_id, role: r.role, permissions: r.permissions ?? [] }));
}
