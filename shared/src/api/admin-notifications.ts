import type { z } from 'zod';
import {
  AdminSendNotificationResultSchema,
  NotificationCleanupResultSchema,
  type AdminSendNotificationSchema,
  type AdminSendNotificationResult,
  type NotificationCleanupResult,
} from '../contracts/notifications';
import { AdminOrganizationListSchema, type AdminOrganization } from '../contracts/organizations';
import { apiFetch } from './api-fetch';

/** The /admin/notifications screen's calls (staff only). Errors are the form's to show inline. */

/** What the form sends; the server fills the defaults (category general, not admin-only). */
export type AdminSendNotificationRequest = z.input<typeof AdminSendNotificationSchema>;

/** Sends one notification per recipient, each pushed live; answers how many were stored. */
export function sendAdminNotification(request: AdminSendNotificationRequest): Promise<AdminSendNotificationResult> {
  return apiFetch('/api/admin/notifications', { method: 'POST', body: request, schema: AdminSendNotificationResultSchema, notify: false });
}

/** Deletes every user's notifications older than `olderThanDays`; answers how many went. */
export function cleanupNotifications(olderThanDays: number): Promise<NotificationCleanupResult> {
  return apiFetch('/api/admin/notifications/cleanup', { method: 'POST', body: { olderThanDays }, schema: NotificationCleanupResultSchema, notify: false });
}

/** Every organisation with its member count, by name: the audience picker of an organisation send. */
export async function listAdminOrganizations(signal?: AbortSignal): Promise<AdminOrganization[]> {
  const { organizations } = await apiFetch('/api/admin/organizations', { schema: AdminOrganizationListSchema, notify: false, signal });
  return organizations;
}
