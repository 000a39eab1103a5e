import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSendNotificationSchema,
  DEFAULT_NOTIFICATION_CATEGORY,
  NotificationCleanupRequestSchema,
  isQuickFeedbackCategory,
  AdminSendNotificationResultSchema,
  NotificationCleanupResultSchema,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import { auditContext, recordAudit } from '../repositories/audit-log';
import { adminsAmong, deleteNotificationsCreatedBefore, insertNotificationForUsers, listAllUserIds, pushNotifications } from '../../notifications';
import { findOrganization, listOrganizationMembers } from '../../organizations';
import { findUserByEmail } from '../../accounts';
import { appError } from '../../../platform/lib/errors';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { STAFF } from '../../../platform/http/access/route-access';

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
export const adminNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, STAFF);
  app.post('/api/admin/notifications', { schema: { body: AdminSendNotificationSchema, response: { 200: AdminSendNotificationResultSchema } } }, async (req): Promise<{ sent: number }> => {
    const principal = requirePrincipal(req);
    const body = req.body;
    const category = body.category.trim() || DEFAULT_NOTIFICATION_CATEGORY;
    if (isQuickFeedbackCategory(category)) throw appError('VALIDATION_FAILED', QUICK_FEEDBACK_SEND_MESSAGE);

    const { audience } = body;
    let recipients: string[];
    let adminScope: string | null = null;
    switch (audience.kind) {
      case 'user': {
        const user = await findUserByEmail(app.db, audience.email);
        if (!user) throw appError('NOT_FOUND', 'No account uses this e-mail address.');
        recipients = [user.id];
        break;
      }
      case 'organization': {
        const org = await findOrganization(app.db, audience.organizationId);
        if (!org) throw appError('NOT_FOUND', 'Organization not found.');
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

  app.post('/api/admin/notifications/cleanup', { schema: { body: NotificationCleanupRequestSchema, response: { 200: NotificationCleanupResultSchema } } }, async (req): Promise<{ deleted: number }> => {
    const principal = requirePrincipal(req);
    const { olderThanDays } = req.body;
    const deleted = await deleteNotificationsCreatedBefore(app.db, new Date(Date.now() - olderThanDays * DAY_MS));
    req.log.info({ by: principal.userId, olderThanDays, deleted }, 'old notifications cleaned up');
    return { deleted };
  });
};
