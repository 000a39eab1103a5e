import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { deleteNotification, dismissNotification, restoreNotification, viewNotification } from '../api/notifications';
import { notificationQueries } from '../api/workspace-queries';
// Through the package: the toasts and the logger hold the page's state (as in page-notifications).
import { logger } from '@iprism/shared/logger';
import { showToast } from '@iprism/shared/shell';
import { NOTIFICATION_MESSAGES, type Notification } from '../contracts/notifications';
import { cachedNotifications, updateNotifications } from './notification-cache';
import { dismiss, markAllViewed, markViewed, putBack, remove, restore, rollbackViewed, type NotificationList } from './notification-list';
import { settleEach } from './settle-each';

/** Mark-all sends one call per notification; a few at a time keeps a long inbox from flooding the server. */
export const MARK_ALL_CONCURRENCY = 4;

export interface NotificationActions {
  markViewed(id: string): Promise<void>;
  /** Each item whose call fails is rolled back on its own (SPEC §4). */
  markAllViewed(): Promise<void>;
  dismiss(id: string): Promise<void>;
  restore(id: string): Promise<void>;
  remove(id: string): Promise<void>;
}

const LIST_KEY = notificationQueries.list().queryKey;

function fail(message: string, err: unknown, data?: Record<string, unknown>): void {
  logger.warn('notifications', message, { ...data, message: err instanceof Error ? err.message : String(err) });
  // One toast per kind of failure, however many calls failed.
  showToast(message, 'error', { id: `notifications:${message}` });
}

type Apply = (items: NotificationList, id: string) => NotificationList;

/** One optimistic step: the cached list changes at once, and the notification is put back as it was if the call fails (SPEC §4, §8). */
function useStep(queryClient: QueryClient, apply: Apply, call: (id: string) => Promise<void>, failMessage: string): (id: string) => Promise<void> {
  const mutation = useMutation<void, unknown, string, { previous: Notification }>({
    mutationFn: (id) => call(id),
    onMutate: async (id) => {
      // An answer on its way would overwrite the change.
      await queryClient.cancelQueries({ queryKey: LIST_KEY });
      const previous = cachedNotifications(queryClient)?.find((n) => n.id === id);
      updateNotifications(queryClient, (items) => apply(items, id));
      return { previous: previous! };
    },
    onError: (err, id, context) => {
      if (context) updateNotifications(queryClient, (items) => putBack(items, context.previous));
      fail(failMessage, err, { notificationId: id });
    },
  });
  return async (id) => {
    const items = cachedNotifications(queryClient);
    // Nothing to change (already in that state, or gone): no call.
    if (!items?.some((n) => n.id === id) || apply(items, id) === items) return;
    await mutation.mutateAsync(id).catch(() => undefined);
  };
}

/** The SPEC §4 notification steps on the cached list, each optimistic with its rollback. */
export function useNotificationActions(): NotificationActions {
  const queryClient = useQueryClient();
  const markAll = useMutation({
    mutationFn: (ids: readonly string[]) => settleEach(ids, (id) => viewNotification(id), MARK_ALL_CONCURRENCY),
    onSuccess: (failed, ids) => {
      if (failed.length === 0) return;
      updateNotifications(queryClient, (items) => rollbackViewed(items, failed));
      fail(NOTIFICATION_MESSAGES.viewFailed, new Error(`${failed.length} of ${ids.length} calls failed`), { failed });
    },
  });
  return {
    markViewed: useStep(queryClient, markViewed, viewNotification, NOTIFICATION_MESSAGES.viewFailed),
    dismiss: useStep(queryClient, dismiss, dismissNotification, NOTIFICATION_MESSAGES.dismissFailed),
    // SPEC §8 names no restore failure; a restore saves the notification's state, so it is the save message.
    restore: useStep(queryClient, restore, restoreNotification, NOTIFICATION_MESSAGES.saveFailed),
    remove: useStep(queryClient, remove, deleteNotification, NOTIFICATION_MESSAGES.deleteFailed),
    async markAllViewed() {
      const items = cachedNotifications(queryClient);
      if (!items) return;
      const { list, changed } = markAllViewed(items);
      if (changed.length === 0) return;
      await queryClient.cancelQueries({ queryKey: LIST_KEY });
      updateNotifications(queryClient, () => list);
      await markAll.mutateAsync(changed);
    },
  };
}
