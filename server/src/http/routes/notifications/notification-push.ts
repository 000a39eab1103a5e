import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { SERVER_EVENTS } from '@iprism/shared/contracts';
import type { NotificationRecord } from '../../../db/repositories/notifications';
import { toNotification } from './notification-view';

/**
 * Pushes a stored notification to its owner's open sockets. Best effort: the row is already stored and the
 * next list call shows it, so a failing push is logged and never fails the request. `app.userPush` is read
 * at call time because the socket server replaces it when it attaches.
 */
export function pushNotification(app: FastifyInstance, log: FastifyBaseLogger, record: NotificationRecord): void {
  try {
    app.userPush.toUser(record.userId, SERVER_EVENTS.notification, toNotification(record));
  } catch (err) {
    log.warn({ err, userId: record.userId, notificationId: record.id }, 'live notification push failed');
  }
}
