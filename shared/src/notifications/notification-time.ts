import type { Notification } from '../contracts/notifications';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
/** Browser ids are timestamps (SPEC §3), in milliseconds: 13 digits until the year 2286. */
const TIMESTAMP_ID = /^\d{12,14}/;

/**
 * When a notification was created, in ms since the epoch: `createdAt`, falling back to the id, a
 * timestamp string (SPEC §3); 0 when neither reads as a time, which sorts it last.
 */
export function notificationTime(notification: Pick<Notification, 'createdAt' | 'id'>): number {
  const created = Date.parse(notification.createdAt);
  if (Number.isFinite(created)) return created;
  const fromId = TIMESTAMP_ID.exec(notification.id);
  return fromId ? Number(fromId[0]) : 0;
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });

/** "just now", "5 min. ago", "3 hr. ago", "yesterday", then the date: how the list shows a time. */
export function formatRelativeTime(timeMs: number, nowMs: number): string {
  if (timeMs <= 0) return '';
  const ago = Math.max(0, nowMs - timeMs);
  if (ago < MINUTE_MS) return 'just now';
  if (ago < HOUR_MS) return relative.format(-Math.floor(ago / MINUTE_MS), 'minute');
  if (ago < DAY_MS) return relative.format(-Math.floor(ago / HOUR_MS), 'hour');
  if (ago < WEEK_MS) return relative.format(-Math.floor(ago / DAY_MS), 'day');
  return new Date(timeMs).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' });
}
