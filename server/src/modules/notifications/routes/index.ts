import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  NotificationListSchema,
  AddNotificationRequestSchema,
  DEFAULT_NOTIFICATION_CATEGORY,
  isQuickFeedbackCategory,
  mutedNotificationCategories,
  AddNotificationResponseSchema,
  NotificationSchema,
  type Notification,
  type NotificationList,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import {
  applyNotificationTransition,
  deleteNotification,
  insertNotification,
  listNotifications,
  markAllNotificationsViewed,
  newNotificationId,
  type NotificationTransition,
} from '../repositories/notifications';
import { loadPatentSettings } from '../../accounts';
import { appError } from '../../../platform/lib/errors';
import { SELF_SERVICE, SIGNED_IN } from '../../../platform/http/access/route-access';
import { isNotificationAdmin } from '../notification-admin';
import { pushNotifications } from '../notification-push';
import { toNotification } from '../notification-view';

/** The newest this many come back from the list; the SPEC §9 cleanup keeps inboxes far below it. */
export const NOTIFICATION_LIST_LIMIT = 500;
export const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notification not found.';
export const ADMIN_ONLY_REFUSED_MESSAGE = 'Only an organization admin can add admin-only notifications.';

/** Answer of an add in a quick-feedback category: shown as a toast by the browser, never stored (SPEC §5). */
export interface NotStoredNotification {
  stored: false;
  notification: Notification;
}

const NotificationIdQuerySchema = z.object({ notificationId: z.string().trim().min(1).max(100) });

/**
 * SPEC §7 notification calls of the signed-in user, on their own inbox only (every statement is scoped by
 * the verified user id; another user's id answers 404, never 403, so ids cannot be probed).
 *
 * Access: the list is SIGNED_IN; every mutating call is SELF_SERVICE. The access layer refuses client-portal
 * users (read-only, SPEC §6) every mutating route that is not self-service; these calls only change the
 * caller's own inbox — the same kind of write as their own name or sessions — and touch no shared content,
 * so a client-portal user views, dismisses, restores, deletes and adds their own notifications like anyone.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/account/notifications/get', { config: { access: SIGNED_IN }, schema: { response: { 200: NotificationListSchema } } }, async (req, reply): Promise<NotificationList> => {
    const principal = requirePrincipal(req);
    const includeAdminOnly = await isNotificationAdmin(app.orgAdminCheck, principal);
    // Per-user and changing with every step: never from a cache.
    void reply.header('Cache-Control', 'no-store');
    const rows = await listNotifications(app.db, principal.userId, { includeAdminOnly, limit: NOTIFICATION_LIST_LIMIT });
    // Categories the user switched off in their patent settings stay stored but are not shown.
    const muted = mutedNotificationCategories(await loadPatentSettings(app.db, principal.userId));
    return { notifications: rows.filter((r) => !muted.has(r.category)).map(toNotification) };
  });

  const transition = (path: string, step: NotificationTransition) =>
    app.patch(path, { config: { access: SELF_SERVICE }, schema: { querystring: NotificationIdQuerySchema, response: { 204: z.null() } } }, async (req, reply) => {
      const principal = requirePrincipal(req);
      const { notificationId } = req.query;
      const includeAdminOnly = await isNotificationAdmin(app.orgAdminCheck, principal);
      if (!(await applyNotificationTransition(app.db, principal.userId, notificationId, step, { includeAdminOnly }))) throw appError('NOT_FOUND', NOTIFICATION_NOT_FOUND_MESSAGE);
      return reply.code(204).send(null);
    });
  transition('/api/account/notifications/view', 'view');
  transition('/api/account/notifications/dismiss', 'dismiss');
  transition('/api/account/notifications/restore', 'restore');

  app.patch('/api/account/notifications/view-all', { config: { access: SELF_SERVICE }, schema: { response: { 204: z.null() } } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    const includeAdminOnly = await isNotificationAdmin(app.orgAdminCheck, principal);
    await markAllNotificationsViewed(app.db, principal.userId, { includeAdminOnly });
    return reply.code(204).send(null);
  });

  /**
   * 201 with the stored notification, pushed live to the caller's sockets; 200 with the stored one when the
   * same id was already added (a retry; not pushed again); 200 `{ stored: false, notification }` for a
   * quick-feedback category; 403 (and a warning in the log) when a non-admin sends adminOnly: true.
   */
  app.post('/api/account/notifications/add', { config: { access: SELF_SERVICE }, schema: { body: AddNotificationRequestSchema, response: { 200: AddNotificationResponseSchema, 201: NotificationSchema } } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    const body = req.body;
    const category = body.category?.trim() || DEFAULT_NOTIFICATION_CATEGORY;
    const adminOnly = body.adminOnly === true;
    if (adminOnly && !(await isNotificationAdmin(app.orgAdminCheck, principal))) {
      // SPEC §6: non-admins cannot add admin-only notifications; the attempt is logged as a warning, nothing is stored.
      req.log.warn({ userId: principal.userId, notificationId: body.id ?? null, category }, 'non-admin tried to add an admin-only notification');
      throw appError('FORBIDDEN', ADMIN_ONLY_REFUSED_MESSAGE);
    }
    // The schema guarantees one of the two is non-blank; SPEC §3: text falls back to the alert text.
    const text = body.text?.trim() || body.alertText?.trim() || '';
    const content = { iconName: body.iconName ?? null, color: body.color ?? null, text, category, adminOnly };
    const id = body.id?.trim() || undefined;

    if (isQuickFeedbackCategory(category)) {
      const notification: Notification = { id: id ?? newNotificationId(), ...content, viewed: false, dismissed: false, createdAt: new Date().toISOString() };
      return reply.code(200).send({ stored: false, notification } satisfies NotStoredNotification);
    }

    const result = await insertNotification(app.db, principal.userId, { ...content, id });
    if (result.created) await pushNotifications(app, req.log, [result.record]);
    return reply.code(result.created ? 201 : 200).send(toNotification(result.record));
  });

  app.delete('/api/account/notifications/:id', { config: { access: SELF_SERVICE }, schema: { params: IdParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    const includeAdminOnly = await isNotificationAdmin(app.orgAdminCheck, principal);
    if (!(await deleteNotification(app.db, principal.userId, id, { includeAdminOnly }))) throw appError('NOT_FOUND', NOTIFICATION_NOT_FOUND_MESSAGE);
    return reply.code(204).send(null);
  });
};
