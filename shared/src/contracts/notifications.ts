import { z } from 'zod';

/** Notifications (SPEC §3 record, §4 lifecycle, §5 categories, §6 admin-only, §7 calls, §9 cleanup). */

/** Categories with icons (SPEC §9). */
export const NOTIFICATION_ICON_CATEGORIES = ['admin', 'system', 'payment', 'application', 'analytics', 'organization', 'license', 'security', 'general'] as const;

/** Categories the server stores (SPEC §5); unknown categories are stored too. */
export const STORED_NOTIFICATION_CATEGORIES = ['admin', 'system', 'payment', 'license', 'organization', 'application-status', 'security', 'analytics', 'prior-art'] as const;

/** Quick-feedback categories: toasts only, never stored (SPEC §5). */
export const QUICK_FEEDBACK_CATEGORIES = ['upload', 'settings', 'validation', 'confirmation', 'quick-feedback'] as const;

export const DEFAULT_NOTIFICATION_CATEGORY = 'general';
/** SPEC §9: cleanup removes notifications older than this many days unless told otherwise. */
export const NOTIFICATION_CLEANUP_DEFAULT_DAYS = 30;

export const isQuickFeedbackCategory = (category: string | undefined | null): boolean =>
  typeof category === 'string' && (QUICK_FEEDBACK_CATEGORIES as readonly string[]).includes(category);

export const NotificationSchema = z.object({
  id: z.string(),
  iconName: z.string().nullable(),
  color: z.string().nullable(),
  text: z.string(),
  viewed: z.boolean(),
  dismissed: z.boolean(),
  adminOnly: z.boolean(),
  category: z.string(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({ notifications: z.array(NotificationSchema) });
export type NotificationList = z.infer<typeof NotificationListSchema>;

/**
 * Body of POST /api/account/notifications/add (SPEC §7). `text` falls back to `alertText`; `id` is the
 * browser's own id (kept; ids are per user, so two users may use the same one), else the server makes one.
 * Answers:
 * - 201 with the stored `Notification`, pushed live to the caller's sockets (event 'notification');
 *   200 with the already stored one when the same user adds the same id again (a retry; no second push);
 * - 200 `{ stored: false, notification }` (NotStoredNotificationSchema) for a quick-feedback category
 *   (SPEC §5: shown as a toast only): nothing is stored or pushed; unknown categories are stored;
 * - 403 when a non-admin sends `adminOnly: true`, and the server logs a warning with the user id.
 *   SPEC §6 "non-admins cannot (the attempt is only logged as a warning)" is read as: the attempt has no
 *   effect besides the warning. The notification is neither stored as admin-only (which would make a
 *   non-admin its owner) nor stored with the flag dropped (which would show admin-only text as an ordinary
 *   notification), so admin-only notifications stay admin-only. The refusal is explicit rather than a
 *   silent 2xx so a client that skipped its own admin check learns that nothing was saved; a client that
 *   follows SPEC §6 checks first, logs its own warning and never sends it.
 * "Admin" is the SPEC §6 check on the caller's active organisation (adminId, member role admin, or the
 * admin-dashboard permission), as `isAccountAdmin` decides in the browser; a staff licence alone is not it.
 */
export const AddNotificationRequestSchema = z
  .object({
    id: z.string().max(100).optional(),
    iconName: z.string().max(60).optional(),
    color: z.string().max(40).optional(),
    text: z.string().max(2000).optional(),
    alertText: z.string().max(2000).optional(),
    adminOnly: z.boolean().optional(),
    category: z.string().max(60).optional(),
  })
  .refine((b) => Boolean(b.text?.trim() || b.alertText?.trim()), { message: 'Please enter the notification text.', path: ['text'] });
export type AddNotificationRequest = z.infer<typeof AddNotificationRequestSchema>;

/**
 * Admin send (POST /api/admin/notifications, staff only): to one user, one organisation or everyone; one
 * notification per recipient, each pushed live. With adminOnly only recipients passing the SPEC §6 admin
 * check receive it (in that organisation, or in any of theirs for a user or everyone). Quick-feedback
 * categories are refused (400): they are toasts, not inbox entries. Answer: AdminSendNotificationResultSchema.
 */
export const AdminSendNotificationSchema = z.object({
  audience: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('user'), email: z.string().email() }),
    z.object({ kind: z.literal('organization'), organizationId: z.string().min(1) }),
    z.object({ kind: z.literal('everyone') }),
  ]),
  text: z.string().trim().min(1, 'Please enter the notification text.').max(2000),
  category: z.string().max(60).default(DEFAULT_NOTIFICATION_CATEGORY),
  iconName: z.string().max(60).optional(),
  color: z.string().max(40).optional(),
  adminOnly: z.boolean().default(false),
});
export type AdminSendNotification = z.infer<typeof AdminSendNotificationSchema>;

/** POST /api/admin/notifications/cleanup (staff only): deletes every user's notifications older than this. */
export const NotificationCleanupRequestSchema = z.object({
  olderThanDays: z.number().int().min(1).max(3650).default(NOTIFICATION_CLEANUP_DEFAULT_DAYS),
});

/** 200 answer of an add in a quick-feedback category: show it as a toast; it was not stored. */
export const NotStoredNotificationSchema = z.object({ stored: z.literal(false), notification: NotificationSchema });
export type NotStoredNotification = z.infer<typeof NotStoredNotificationSchema>;

/** Any 2xx answer of POST /api/account/notifications/add. */
export const AddNotificationResponseSchema = z.union([NotificationSchema, NotStoredNotificationSchema]);
export type AddNotificationResponse = z.infer<typeof AddNotificationResponseSchema>;

export const AdminSendNotificationResultSchema = z.object({ sent: z.number().int().min(0) });
export type AdminSendNotificationResult = z.infer<typeof AdminSendNotificationResultSchema>;

export const NotificationCleanupResultSchema = z.object({ deleted: z.number().int().min(0) });
export type NotificationCleanupResult = z.infer<typeof NotificationCleanupResultSchema>;

/** Browser messages of SPEC §8. */
export const NOTIFICATION_MESSAGES = {
  noUser: 'User not authenticated',
  loadFailed: 'Failed to load notifications',
  viewFailed: 'Failed to mark notification as read',
  saveFailed: 'Failed to save notification',
  dismissFailed: 'Failed to dismiss notification',
  deleteFailed: 'Failed to delete notification',
} as const;
