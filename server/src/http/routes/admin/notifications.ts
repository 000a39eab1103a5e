import type { FastifyPluginAsync } from 'fastify';
import { AdminSendNotificationSchema, DEFAULT_NOTIFICATION_CATEGORY, NotificationCleanupRequestSchema, isQuickFeedbackCategory } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { auditContext, recordAudit } from '../../../db/repositories/audit-log';
import { deleteNotificationsCreatedBefore, insertNotificationForUsers, listAllUserIds } from '../../../db/repositories/notifications';
import { findOrganization, listOrganizationMembers } from '../../../db/repositories/organizations';
import { findUserByEmail } from '../../../db/repositories/users';
import { badRequest, notFound } from '../../../lib/errors';
import { STAFF } from '../../access/route-access';
import { adminsAmong } from '../notifications/notification-admin';
import { pushNotifications } from '../notifications/notification-push';

const DAY_MS = 24 * 60 * 60_000;

export const QUICK_FEEDBACK_SEND_MESSAGE = 'Quick-feedback categories are shown as toasts only and cannot be sent.';

/**
 * The /admin/notifications screen's calls (staff only, SPEC §5 guard 6):
 * - POST /api/admin/notifications: stores one notification per recipient (a user by e-mail, an organisation's
 *   members, or every account) and pushes each live → `{ sent }`. With adminOnly, only recipients who pass the
 *   SPEC §6 admin check receive it (in that organisation for an organisation send, else in any of theirs):
 *   an admin-only notification is never stored for, nor pushed to, a non-admin.
 * - POST /api/admin/notifications/cleanup: deletes every user's notifications older than `olderThanDays`
 *   (SPEC §9 default 30) → `{ deleted }` (SPEC §6: cleanup is admin only).
 */
export const adminNotificationsRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/admin/notifications', { config: { access: STAFF } }, async (req): Promise<{ sent: number }> => {
    const principal = requirePrincipal(req);
    const body = AdminSendNotificationSchema.parse(req.body ?? {});
    const category = body.category.trim() || DEFAULT_NOTIFICATION_CATEGORY;
    if (isQuickFeedbackCategory(category)) throw badRequest(QUICK_FEEDBACK_SEND_MESSAGE);

    const { audience } = body;
    let recipients: string[];
    let adminScope: string | null = null;
    switch (audience.kind) {
      case 'user': {
        const user = await findUserByEmail(app.db, audience.email);
        if (!user) throw notFound('No account uses this e-mail address.');
        recipients = [user.id];
        break;
      }
      case 'organization': {
        const org = await findOrganization(app.db, audience.organizationId);
        if (!org) throw notFound('Organization not found.');
        recipients = (await listOrganizationMembers(app.db, org.id)).map((m) => m.userId);
        adminScope = org.id;
        break;
      }
      case 'everyone':
        recipients = await listAllUserIds(app.db);
        break;
    }
    if (body.adminOnly) {
      const admins = await adminsAmong(app.db, recipients, adminScope);
      recipients = recipients.filter((id) => admins.has(id));
    }

    const stored = await app.db.transaction(async (tx) => {
      const rows = await insertNotificationForUsers(tx, recipients, {
        iconName: body.iconName ?? null,
        color: body.color ?? null,
        text: body.text,
        category,
        adminOnly: body.adminOnly,
      });
      await recordAudit(tx, auditContext(req), { action: 'admin-notification.sent', detail: { audience: audience.kind, adminOnly: body.adminOnly, category, sent: rows.length } });
      return rows;
    });
    await pushNotifications(app, req.log, stored);
    req.log.info({ by: principal.userId, audience: audience.kind, adminOnly: body.adminOnly, sent: stored.length }, 'admin notification sent');
    return { sent: stored.length };
  });

  app.post('/api/admin/notifications/cleanup', { config: { access: STAFF } }, async (req): Promise<{ deleted: number }> => {
    const principal = requirePrincipal(req);
    const { olderThanDays } = NotificationCleanupRequestSchema.parse(req.body ?? {});
    const deleted = await deleteNotificationsCreatedBefore(app.db, new Date(Date.now() - olderThanDays * DAY_MS));
    req.log.info({ by: principal.userId, olderThanDays, deleted }, 'old notifications cleaned up');
    return { deleted };
  });
};
