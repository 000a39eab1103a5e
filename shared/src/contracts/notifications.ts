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

/** Body of POST /api/account/notifications/add (SPEC §7). `text` falls back to `alertText`. */
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

/** Admin send (POST /api/admin/notifications): to one user, one organisation or everyone. */
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

export const NotificationCleanupRequestSchema = z.object({
  olderThanDays: z.number().int().min(1).max(3650).default(NOTIFICATION_CLEANUP_DEFAULT_DAYS),
});

/** Browser messages of SPEC §8. */
export const NOTIFICATION_MESSAGES = {
  noUser: 'User not authenticated',
  loadFailed: 'Failed to load notifications',
  viewFailed: 'Failed to mark notification as read',
  saveFailed: 'Failed to save notification',
  dismissFailed: 'Failed to dismiss notification',
  deleteFailed: 'Failed to delete notification',
} as const;
