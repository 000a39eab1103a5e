import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { Notification } from '../contracts/notifications';
import { notificationQueries } from '../api/workspace-queries';
import { prependLive, type NotificationList } from './notification-list';

const LIST_KEY = notificationQueries.list().queryKey;
const ADMIN_KEY = notificationQueries.admin().queryKey;

/** The SPEC §6 admin check's answer in the cache; false until it has answered. */
export const isNotificationAdmin = (queryClient: QueryClient): boolean => queryClient.getQueryData<boolean>(ADMIN_KEY) ?? false;

/** The cached list, or undefined before it has loaded (or after sign-out). */
export const cachedNotifications = (queryClient: QueryClient): NotificationList | undefined => queryClient.getQueryData<Notification[]>(LIST_KEY);

/** Replaces the cached list; nothing happens while none is loaded (a late answer for a signed-out user). */
export function updateNotifications(queryClient: QueryClient, change: (items: NotificationList) => NotificationList): void {
  if (cachedNotifications(queryClient) === undefined) return;
  queryClient.setQueryData<Notification[]>(LIST_KEY, (items) => items && [...change(items)]);
}

/** Puts the notification into the list a load still on its way answers: that answer may predate it. */
function mergeIntoNextAnswer(queryClient: QueryClient, notification: Notification): void {
  const hash = hashKey(LIST_KEY);
  const off = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== hash) return;
    if (event.action.type === 'error') off();
    if (event.action.type !== 'success') return;
    off();
    updateNotifications(queryClient, (items) => prependLive(items, notification, isNotificationAdmin(queryClient)));
  });
}

/** A notification pushed live or just added: on top of the cached list, once per id. Returns whether it was new. */
export function addLiveNotification(queryClient: QueryClient, notification: Notification): boolean {
  const before = cachedNotifications(queryClient);
  const after = before && prependLive(before, notification, isNotificationAdmin(queryClient));
  if (before !== undefined && after === before) return false;
  if (queryClient.isFetching({ queryKey: LIST_KEY }) > 0) mergeIntoNextAnswer(queryClient, notification);
  if (after) queryClient.setQueryData<Notification[]>(LIST_KEY, [...after]);
  return true;
}
