import {
  DEFAULT_NOTIFICATION_CATEGORY,
  NOTIFICATION_MESSAGES,
  isQuickFeedbackCategory,
  type AddNotificationRequest,
  type AddNotificationResponse,
  type Notification,
} from '../contracts/notifications';
import type { ConsoleLogger } from '../logger/console-logger';
import type { ToastType } from '../shell/toast-queue';

/** A toast shown by type; an id replaces the toast that has it instead of adding a second one. */
export type ShowToast = (message: string, type: Exclude<ToastType, 'progress'>, opts?: { id?: string }) => unknown;

export interface NotifyInput {
  text: string;
  /** SPEC §5: a quick-feedback category (upload, settings, validation, confirmation, quick-feedback) is a toast only; default general. */
  category?: string;
  /** How the toast looks; default info. */
  type?: 'success' | 'error' | 'warning' | 'info';
  iconName?: string;
  color?: string;
  /** Only admins may add one (SPEC §6); a non-admin's attempt is logged and nothing is sent. */
  adminOnly?: boolean;
}

export interface NotifyDeps {
  isSignedIn: () => boolean;
  /** The SPEC §6 admin check's answer. */
  isAdmin: () => boolean;
  add: (request: AddNotificationRequest) => Promise<AddNotificationResponse>;
  /** Puts a stored notification on top of the bell's list with its toast. */
  receive: (notification: Notification, toastType: Exclude<ToastType, 'progress'>) => boolean;
  showToast: ShowToast;
  logger: Pick<ConsoleLogger, 'warn'>;
  /** The browser's ids are timestamps (SPEC §3: createdAt falls back to the id). */
  now: () => number;
}

const LOG_CATEGORY = 'notifications';
export const ADMIN_ONLY_NOT_ALLOWED_MESSAGE = 'Only admins can add admin-only notifications';

/**
 * The helper remotes call to tell the user something (SPEC §5, §7, §8): quick-feedback categories are
 * shown as a toast only; anything else is stored (POST /api/account/notifications/add), put on top of
 * the bell's list and toasted, or, when the call fails, the 'Failed to save notification' toast.
 * Resolves the stored notification, or null when nothing was stored.
 */
export function createNotify(deps: NotifyDeps): (input: NotifyInput) => Promise<Notification | null> {
  let lastId = 0;
  /** A timestamp id, bumped when two notifications fall in the same millisecond (the server treats a repeated id as a retry). */
  const nextId = () => {
    lastId = Math.max(deps.now(), lastId + 1);
    return String(lastId);
  };

  return async function notify(input) {
    const type = input.type ?? 'info';
    const category = input.category?.trim() || DEFAULT_NOTIFICATION_CATEGORY;
    if (isQuickFeedbackCategory(category)) {
      deps.showToast(input.text, type);
      return null;
    }
    if (!deps.isSignedIn()) {
      deps.logger.warn(LOG_CATEGORY, NOTIFICATION_MESSAGES.noUser, { category });
      return null;
    }
    const adminOnly = input.adminOnly === true;
    if (adminOnly && !deps.isAdmin()) {
      // SPEC §6: the attempt is only logged as a warning.
      deps.logger.warn(LOG_CATEGORY, ADMIN_ONLY_NOT_ALLOWED_MESSAGE, { category });
      return null;
    }
    try {
      const answer = await deps.add({ id: nextId(), text: input.text, category, iconName: input.iconName, color: input.color, adminOnly });
      if ('stored' in answer) {
        // The server knows a quick-feedback category this build does not: shown, not stored.
        deps.showToast(answer.notification.text, type);
        return null;
      }
      deps.receive(answer, type);
      return answer;
    } catch (err) {
      deps.logger.warn(LOG_CATEGORY, NOTIFICATION_MESSAGES.saveFailed, { category, message: err instanceof Error ? err.message : String(err) });
      deps.showToast(NOTIFICATION_MESSAGES.saveFailed, 'error', { id: `notifications:${NOTIFICATION_MESSAGES.saveFailed}` });
      return null;
    }
  };
}
