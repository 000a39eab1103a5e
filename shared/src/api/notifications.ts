import {
  AddNotificationResponseSchema,
  NotificationListSchema,
  type AddNotificationRequest,
  type AddNotificationResponse,
  type Notification,
} from '../contracts/notifications';
import { apiFetch } from './api-fetch';

/**
 * The signed-in user's notification calls (SPEC §7). None of them toasts on its own (`notify: false`):
 * the caller shows the SPEC §8 notification message of the step that failed instead of a generic one.
 */

const BASE = '/api/account/notifications';
const byId = (step: string, id: string) => `${BASE}/${step}?notificationId=${encodeURIComponent(id)}`;

/** The user's notifications, newest first, active and dismissed alike (admin-only ones only for admins). */
export async function listNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const { notifications } = await apiFetch(`${BASE}/get`, { schema: NotificationListSchema, notify: false, signal });
  return notifications;
}

export async function viewNotification(id: string): Promise<void> {
  await apiFetch(byId('view', id), { method: 'PATCH', notify: false });
}

export async function dismissNotification(id: string): Promise<void> {
  await apiFetch(byId('dismiss', id), { method: 'PATCH', notify: false });
}

/** Back from the dismissed list; the server marks it viewed too (SPEC §4). */
export async function restoreNotification(id: string): Promise<void> {
  await apiFetch(byId('restore', id), { method: 'PATCH', notify: false });
}

export async function deleteNotification(id: string): Promise<void> {
  await apiFetch(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE', notify: false });
}

/** Stores a notification (pushed live to the user's sockets), or answers `{ stored: false }` for a quick-feedback category. */
export function addNotification(request: AddNotificationRequest): Promise<AddNotificationResponse> {
  return apiFetch(`${BASE}/add`, { method: 'POST', body: request, schema: AddNotificationResponseSchema, notify: false });
}
