import { atom, type Atom, type PrimitiveAtom } from 'jotai';
import type { Notification } from '../contracts/notifications';
import { activeOf, dismissedOf, unviewedCountOf } from './notification-list';

/** 'idle' until signed in; 'error' only when nothing could be loaded. */
export type NotificationsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface NotificationsState {
  status: NotificationsStatus;
  /** Newest first, active and dismissed alike, only what this user may see. */
  items: readonly Notification[];
  /** SPEC §6 admin check of the signed-in account (admin-only notifications, admin-only adds). */
  isAdmin: boolean;
}

export const INITIAL_NOTIFICATIONS_STATE: NotificationsState = { status: 'idle', items: [], isAdmin: false };

/**
 * Written only by the notification actions. Module-level like the toasts: federation shares this subpath
 * as a singleton and the host renders no jotai Provider, so host and remotes read one default store.
 */
export const writableNotificationsStateAtom: PrimitiveAtom<NotificationsState> = atom<NotificationsState>(INITIAL_NOTIFICATIONS_STATE);

/** The whole state, read-only (write through the actions). */
export const notificationsStateAtom: Atom<NotificationsState> = writableNotificationsStateAtom;

const itemsAtom = atom((get) => get(writableNotificationsStateAtom).items);

export const activeNotificationsAtom: Atom<Notification[]> = atom((get) => activeOf(get(itemsAtom)));
export const dismissedNotificationsAtom: Atom<Notification[]> = atom((get) => dismissedOf(get(itemsAtom)));
/** The bell's badge, for any remote that wants to show it too. */
export const unreadNotificationCountAtom: Atom<number> = atom((get) => unviewedCountOf(get(itemsAtom)));
