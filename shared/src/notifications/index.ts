// The page's notifications: what the host's bell shows and what remotes call.
export { notify, receiveNotification } from './page-notifications';
export type { NotifyInput } from './notify';
export { createNotify, ADMIN_ONLY_NOT_ALLOWED_MESSAGE } from './notify';
export type { NotifyDeps, ShowToast } from './notify';

// The list lives in the query cache (notificationQueries); these read it and change it optimistically.
export { useNotifications } from './use-notifications';
export type { NotificationsView, NotificationsStatus } from './use-notifications';
export { useNotificationActions, MARK_ALL_CONCURRENCY } from './use-notification-actions';
export type { NotificationActions } from './use-notification-actions';
export { addLiveNotification, isNotificationAdmin } from './notification-cache';

// The list's rules (SPEC §4, §5), pure.
export {
  isVisibleTo,
  applyList,
  prependLive,
  markViewed,
  markAllViewed,
  rollbackViewed,
  dismiss,
  restore,
  remove,
  putBack,
  activeOf,
  dismissedOf,
  unviewedCountOf,
} from './notification-list';
export type { NotificationList, MarkAllViewedResult } from './notification-list';
export { iconCategoryOf } from './notification-category';
export type { NotificationIconCategory } from './notification-category';
export { notificationTime, formatRelativeTime } from './notification-time';
export { creditLevel, creditMessage, lowCreditNotice } from './low-credit';
export type { CreditLevel, LowCreditNotice } from './low-credit';
