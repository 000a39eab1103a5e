import type { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { addNotification } from '../api/notifications';
import { getQueryClient } from '../api/query-client';
import { sessionAtom } from '../api/session-atom';
// Through the package, not by relative path: the toasts and the logger hold state, and federation
// resolves these subpaths to the page's one instance.
import { logger } from '@iprism/shared/logger';
import { showToast } from '@iprism/shared/shell';
import type { ToastType } from '../shell/toast-queue';
import type { Notification } from '../contracts/notifications';
import { addLiveNotification, isNotificationAdmin } from './notification-cache';
import { createNotify, type NotifyInput } from './notify';

/** A notification pushed live or just added: on top of the bell's list with a toast, once per id. Returns whether it was new. */
export function receiveNotification(notification: Notification, toastType: Exclude<ToastType, 'progress'> = 'info', queryClient: QueryClient = getQueryClient()): boolean {
  if (!addLiveNotification(queryClient, notification)) return false;
  showToast(notification.text, toastType, { id: `notification:${notification.id}` });
  return true;
}

/** Tells the user something: a toast for quick feedback, else a stored notification (see createNotify). */
export const notify: (input: NotifyInput) => Promise<Notification | null> = createNotify({
  isSignedIn: () => getDefaultStore().get(sessionAtom).signedIn,
  isAdmin: () => isNotificationAdmin(getQueryClient()),
  add: addNotification,
  receive: (notification, toastType) => receiveNotification(notification, toastType),
  showToast,
  logger,
  now: Date.now,
});
