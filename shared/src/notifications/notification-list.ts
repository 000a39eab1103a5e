import type { Notification } from '../contracts/notifications';
import { notificationTime } from './notification-time';

/**
 * The notification list's rules (SPEC §4 lifecycle, §5 admin-only): pure functions of the list, newest
 * first. Each returns the same array when nothing changes, so atom subscribers are not woken for nothing.
 */

export type NotificationList = readonly Notification[];

/** SPEC §5: admin-only notifications are hidden from non-admins (the server filters too; this is the browser's half). */
export const isVisibleTo = (notification: Notification, isAdmin: boolean): boolean => isAdmin || !notification.adminOnly;

const newestFirst = (a: Notification, b: Notification): number => notificationTime(b) - notificationTime(a);

function updateOne(list: NotificationList, id: string, change: (n: Notification) => Notification): NotificationList {
  const index = list.findIndex((n) => n.id === id);
  const current = list[index];
  if (!current) return list;
  const next = change(current);
  if (next === current) return list;
  return list.map((n, i) => (i === index ? next : n));
}

/** A fresh list from the server: only what this user may see, each id once, newest first. */
export function applyList(received: NotificationList, isAdmin: boolean): Notification[] {
  const seen = new Set<string>();
  const visible = received.filter((n) => {
    if (!isVisibleTo(n, isAdmin) || seen.has(n.id)) return false;
    seen.add(n.id);
    return true;
  });
  return visible.sort(newestFirst);
}

/** A live notification goes on top, unless it is hidden from this user or already listed (the push and the add answer may both bring it). */
export function prependLive(list: NotificationList, notification: Notification, isAdmin: boolean): NotificationList {
  if (!isVisibleTo(notification, isAdmin) || list.some((n) => n.id === notification.id)) return list;
  return [notification, ...list];
}

export function markViewed(list: NotificationList, id: string): NotificationList {
  return updateOne(list, id, (n) => (n.viewed ? n : { ...n, viewed: true }));
}

export interface MarkAllViewedResult {
  list: NotificationList;
  /** The ids it changed: the rollback set, one call each. */
  changed: string[];
}

/** SPEC §4 mark-all-viewed: every active, unviewed notification at once. */
export function markAllViewed(list: NotificationList): MarkAllViewedResult {
  const changed = list.filter((n) => !n.dismissed && !n.viewed).map((n) => n.id);
  if (changed.length === 0) return { list, changed };
  const ids = new Set(changed);
  return { list: list.map((n) => (ids.has(n.id) ? { ...n, viewed: true } : n)), changed };
}

/** Rolls back the items of a mark-all whose call failed, and only those (SPEC §4). */
export function rollbackViewed(list: NotificationList, failedIds: readonly string[]): NotificationList {
  const ids = new Set(failedIds);
  if (!list.some((n) => ids.has(n.id) && n.viewed)) return list;
  return list.map((n) => (ids.has(n.id) && n.viewed ? { ...n, viewed: false } : n));
}

/** Moves a notification to the dismissed list (the server leaves its viewed flag as it was). */
export function dismiss(list: NotificationList, id: string): NotificationList {
  return updateOne(list, id, (n) => (n.dismissed ? n : { ...n, dismissed: true }));
}

/** Back from the dismissed list, and viewed (SPEC §4 "restored (viewed again)"). */
export function restore(list: NotificationList, id: string): NotificationList {
  return updateOne(list, id, (n) => (!n.dismissed && n.viewed ? n : { ...n, dismissed: false, viewed: true }));
}

export function remove(list: NotificationList, id: string): NotificationList {
  return list.some((n) => n.id === id) ? list.filter((n) => n.id !== id) : list;
}

/** Undoes one optimistic step whose call failed: the notification as it was, in its place by date. */
export function putBack(list: NotificationList, previous: Notification): NotificationList {
  if (list.some((n) => n.id === previous.id)) return updateOne(list, previous.id, () => previous);
  const at = list.findIndex((n) => newestFirst(previous, n) < 0);
  return at === -1 ? [...list, previous] : [...list.slice(0, at), previous, ...list.slice(at)];
}

/** The inbox: everything not dismissed. */
export const activeOf = (list: NotificationList): Notification[] => list.filter((n) => !n.dismissed);

export const dismissedOf = (list: NotificationList): Notification[] => list.filter((n) => n.dismissed);

/** The bell's badge: active notifications not yet viewed. */
export const unviewedCountOf = (list: NotificationList): number => list.reduce((count, n) => (!n.dismissed && !n.viewed ? count + 1 : count), 0);
