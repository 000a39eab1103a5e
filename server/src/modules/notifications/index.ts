/** What the notifications module offers the rest of the server: other modules and the app import it only from here. */
export { deleteNotificationsCreatedBefore, deleteOrganizationNotificationsCreatedBefore, insertNotification, insertNotificationForUsers, listAllUserIds, listNotificationsCreatedSince, type NotificationContent, type NotificationRecord } from './repositories/notifications';
export { notificationsRoutes } from './routes';
export { adminsAmong } from './notification-admin';
export { pushNotification, pushNotifications } from './notification-push';
export { toNotification } from './notification-view';
