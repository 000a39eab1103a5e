import { NOTIFICATION_CLEANUP_DEFAULT_DAYS } from '../../contracts/notifications';
import { countOf } from '../../text';

/** The limits of the notification cleanup calls' `olderThanDays`. */
export const CLEANUP_MIN_DAYS = 1;
export const CLEANUP_MAX_DAYS = 3650;
export const CLEANUP_DEFAULT_DAYS = NOTIFICATION_CLEANUP_DEFAULT_DAYS;
export const CLEANUP_DAYS_MESSAGE = `Enter a whole number of days from ${CLEANUP_MIN_DAYS} to ${CLEANUP_MAX_DAYS}.`;

/** The days field as a number, or null when it is not a whole number within the limits. */
export function parseCleanupDays(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= CLEANUP_MIN_DAYS && days <= CLEANUP_MAX_DAYS ? days : null;
}

/** The result toast: "Deleted 1 notification", "Deleted 40 notifications". */
export const deletedMessage = (deleted: number): string => `Deleted ${countOf(deleted, 'notification')}`;
