import type { PrimitiveAtom, createStore } from 'jotai';
import { NOTIFICATION_MESSAGES, type Notification } from '../contracts/notifications';
import type { ConsoleLogger } from '../logger/console-logger';
import type { ToastType } from '../shell/toast-queue';
import { INITIAL_NOTIFICATIONS_STATE, type NotificationsState } from './notification-atoms';
import { applyList, dismiss, isVisibleTo, markAllViewed, markViewed, prependLive, putBack, remove, restore, rollbackViewed, type NotificationList } from './notification-list';
import { settleEach } from './settle-each';

type JotaiStore = ReturnType<typeof createStore>;

/** The SPEC §7 calls the actions make (see shared/src/api/notifications.ts). */
export interface NotificationCalls {
  list(signal?: AbortSignal): Promise<Notification[]>;
  view(id: string): Promise<void>;
  dismiss(id: string): Promise<void>;
  restore(id: string): Promise<void>;
  remove(id: string): Promise<void>;
}

/** A toast shown by type; an id replaces the toast that has it instead of adding a second one. */
export type ShowToast = (message: string, type: Exclude<ToastType, 'progress'>, opts?: { id?: string }) => unknown;

export interface NotificationActionsDeps {
  store: JotaiStore;
  stateAtom: PrimitiveAtom<NotificationsState>;
  calls: NotificationCalls;
  showToast: ShowToast;
  logger: Pick<ConsoleLogger, 'warn'>;
}

export interface NotificationActions {
  /** The SPEC §6 admin check's result; turning it off hides admin-only notifications at once. */
  setAdmin(isAdmin: boolean): void;
  /** Loads the list; on failure the 'Failed to load notifications' toast and, with nothing shown yet, the error state. */
  load(signal?: AbortSignal): Promise<void>;
  markViewed(id: string): Promise<void>;
  /** Optimistic; each item whose call fails is rolled back on its own (SPEC §4). */
  markAllViewed(): Promise<void>;
  dismiss(id: string): Promise<void>;
  restore(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** A notification pushed live or just added: on top of the list with a toast, once per id. Returns whether it was new. */
  receive(notification: Notification, toastType?: Exclude<ToastType, 'progress'>): boolean;
  /** Sign-out: forgets the list, and every answer still on its way for the previous user. */
  reset(): void;
}

const LOG_CATEGORY = 'notifications';
/** Mark-all sends one call per notification; a few at a time keeps a long inbox from flooding the server. */
export const MARK_ALL_CONCURRENCY = 4;

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));
const isAbort = (err: unknown): boolean => err instanceof Error && err.name === 'AbortError';

/** The notification steps of SPEC §4 on the atoms, each optimistic and undone when its call fails (SPEC §8 toasts). */
export function createNotificationActions(deps: NotificationActionsDeps): NotificationActions {
  const { store, stateAtom, calls, logger } = deps;
  const state = () => store.get(stateAtom);
  const patch = (change: Partial<NotificationsState>) => store.set(stateAtom, { ...state(), ...change });
  const setItems = (change: (items: NotificationList) => NotificationList) => {
    const current = state();
    const items = change(current.items);
    if (items !== current.items) store.set(stateAtom, { ...current, items });
  };
  /** Bumped by reset(): an answer that arrives for the previous user must not touch the new state. */
  let generation = 0;
  let loadSeq = 0;
  /** Live notifications received while a load is on its way (null when none is): its answer may predate them. */
  let receivedDuringLoad: Notification[] | null = null;

  const fail = (message: string, err: unknown, data?: Record<string, unknown>) => {
    logger.warn(LOG_CATEGORY, message, { ...data, message: errorText(err) });
    // One toast per kind of failure, however many calls failed.
    deps.showToast(message, 'error', { id: `notifications:${message}` });
  };

  /** One optimistic step: applied at once, the notification put back as it was if the call fails. */
  async function step(id: string, apply: (items: NotificationList, id: string) => NotificationList, call: (id: string) => Promise<void>, failMessage: string) {
    const previous = state().items.find((n) => n.id === id);
    if (!previous) return;
    const before = state().items;
    const after = apply(before, id);
    if (after === before) return;
    setItems(() => after);
    const gen = generation;
    try {
      await call(id);
    } catch (err) {
      if (gen !== generation) return;
      setItems((items) => putBack(items, previous));
      fail(failMessage, err, { notificationId: id });
    }
  }

  const actions: NotificationActions = {
    setAdmin(isAdmin) {
      const current = state();
      if (current.isAdmin === isAdmin) return;
      store.set(stateAtom, { ...current, isAdmin, items: isAdmin ? current.items : current.items.filter((n) => isVisibleTo(n, false)) });
    },

    async load(signal) {
      const gen = generation;
      const seq = ++loadSeq;
      receivedDuringLoad = [];
      // A reload keeps what is shown; only a first load (or a retry after an error) shows the loading state.
      if (state().status !== 'ready') patch({ status: 'loading' });
      const stale = () => gen !== generation || seq !== loadSeq || Boolean(signal?.aborted);
      try {
        const received = await calls.list(signal);
        if (stale()) return;
        const { isAdmin } = state();
        const items = (receivedDuringLoad ?? []).reduce<NotificationList>((list, n) => prependLive(list, n, isAdmin), applyList(received, isAdmin));
        patch({ status: 'ready', items });
      } catch (err) {
        if (stale() || isAbort(err)) return;
        if (state().status !== 'ready') patch({ status: 'error' });
        fail(NOTIFICATION_MESSAGES.loadFailed, err);
      } finally {
        if (seq === loadSeq) receivedDuringLoad = null;
      }
    },

    markViewed: (id) => step(id, markViewed, calls.view, NOTIFICATION_MESSAGES.viewFailed),

    async markAllViewed() {
      const { list, changed } = markAllViewed(state().items);
      if (changed.length === 0) return;
      setItems(() => list);
      const gen = generation;
      const failed = await settleEach(changed, calls.view, MARK_ALL_CONCURRENCY);
      if (failed.length === 0 || gen !== generation) return;
      setItems((items) => rollbackViewed(items, failed));
      fail(NOTIFICATION_MESSAGES.viewFailed, new Error(`${failed.length} of ${changed.length} calls failed`), { failed });
    },

    dismiss: (id) => step(id, dismiss, calls.dismiss, NOTIFICATION_MESSAGES.dismissFailed),
    // SPEC §8 names no restore failure; a restore saves the notification's state, so it is the save message.
    restore: (id) => step(id, restore, calls.restore, NOTIFICATION_MESSAGES.saveFailed),
    remove: (id) => step(id, remove, calls.remove, NOTIFICATION_MESSAGES.deleteFailed),

    receive(notification, toastType = 'info') {
      const { items, isAdmin } = state();
      const next = prependLive(items, notification, isAdmin);
      if (next === items) return false;
      receivedDuringLoad?.push(notification);
      setItems(() => next);
      deps.showToast(notification.text, toastType, { id: `notification:${notification.id}` });
      return true;
    },

    reset() {
      generation += 1;
      loadSeq += 1;
      receivedDuringLoad = null;
      store.set(stateAtom, INITIAL_NOTIFICATIONS_STATE);
    },
  };
  return actions;
}
