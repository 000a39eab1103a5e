// The page's notifications: what the host's bell shows and what remotes call.
export { notify, notificationActions } from './page-notifications';
export type { NotifyInput } from './notify';
export { createNotify, ADMIN_ONLY_NOT_ALLOWED_MESSAGE } from './notify';
export type { NotifyDeps } from './notify';
export { createNotificationActions, MARK_ALL_CONCURRENCY } from './notification-actions';
export type { NotificationActions, NotificationActionsDeps, NotificationCalls, ShowToast } from './notification-actions';

// The state as atoms (read-only: write through the actions).
export { notificationsStateAtom, activeNotificationsAtom, dismissedNotificationsAtom, unreadNotificationCountAtom, INITIAL_NOTIFICATIONS_STATE } from './notification-atoms';
export type { NotificationsState, NotificationsStatus } from './notification-atoms';

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
