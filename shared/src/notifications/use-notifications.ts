import { useQuery } from '@tanstack/react-query';
import { notificationQueries } from '../api/workspace-queries';
import type { Notification } from '../contracts/notifications';
import { activeOf, applyList, dismissedOf, unviewedCountOf } from './notification-list';

/** 'idle' until signed in; 'error' only when nothing could be loaded. */
export type NotificationsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface NotificationsView {
  status: NotificationsStatus;
  active: Notification[];
  dismissed: Notification[];
  /** The bell's badge. */
  unread: number;
  isAdmin: boolean;
  /** Loads the list again (the Retry of the error state). */
  reload: () => void;
}

/**
 * The bell's view of the cached list: only what this user may see, newest first. It never loads on its
 * own: the host's NotificationsBridge owns the list's query.
 */
export function useNotifications(): NotificationsView {
  const { data: isAdmin = false } = useQuery({ ...notificationQueries.admin(), enabled: false });
  const list = useQuery({ ...notificationQueries.list(), enabled: false, select: (items) => applyList(items, isAdmin) });
  const items = list.data;
  const status: NotificationsStatus = items ? 'ready' : list.isError ? 'error' : list.isFetching ? 'loading' : 'idle';
  return {
    status,
    active: items ? activeOf(items) : [],
    dismissed: items ? dismissedOf(items) : [],
    unread: items ? unviewedCountOf(items) : 0,
    isAdmin,
    reload: () => void list.refetch(),
  };
}
