import { getDefaultStore } from 'jotai';
// Through the package, not by relative path: the token provider, the session atom, the toasts and the
// logger hold state, and federation resolves these subpaths to the page's one instance (as in realtime).
import { addNotification, deleteNotification, dismissNotification, listNotifications, restoreNotification, sessionAtom, viewNotification } from '@iprism/shared/api';
import { logger } from '@iprism/shared/logger';
import { showToast } from '@iprism/shared/shell';
import { createNotificationActions, type NotificationActions } from './notification-actions';
import { notificationsStateAtom, writableNotificationsStateAtom } from './notification-atoms';
import { createNotify, type NotifyInput } from './notify';
import type { Notification } from '../contracts/notifications';

// The default store: the host renders without a jotai Provider, so host and remotes share it.
const store = getDefaultStore();

/** The page's notification steps on the default store; the host's bell and bridge drive them. */
export const notificationActions: NotificationActions = createNotificationActions({
  store,
  stateAtom: writableNotificationsStateAtom,
  calls: { list: listNotifications, view: viewNotification, dismiss: dismissNotification, restore: restoreNotification, remove: deleteNotification },
  showToast,
  logger,
});

/** Tells the user something: a toast for quick feedback, else a stored notification (see createNotify). */
export const notify: (input: NotifyInput) => Promise<Notification | null> = createNotify({
  store,
  sessionAtom,
  stateAtom: notificationsStateAtom,
  add: addNotification,
  receive: notificationActions.receive,
  showToast,
  logger,
  now: Date.now,
});
