import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { SERVER_EVENTS } from '@iprism/shared/contracts';
import type { NotificationRecord } from './repositories/notifications';
import { usersMuting } from '../accounts';
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

/**
 * Pushes stored notifications live, except to users who switched the category off in their patent settings (their
 * list hides those too). One lookup per category; if it fails, the notifications are pushed anyway.
 */
export async function pushNotifications(app: FastifyInstance, log: FastifyBaseLogger, records: readonly NotificationRecord[]): Promise<void> {
  const byCategory = new Map<string, NotificationRecord[]>();
  for (const r of records) byCategory.set(r.category, [...(byCategory.get(r.category) ?? []), r]);
  for (const [category, group] of byCategory) {
    let muted = new Set<string>();
    try {
      muted = await usersMuting(app.db, group.map((r) => r.userId), category);
    } catch (err) {
      log.warn({ err, category }, 'notification preferences could not be read; pushing anyway');
    }
    for (const record of group) if (!muted.has(record.userId)) pushNotification(app, log, record);
  }
}
