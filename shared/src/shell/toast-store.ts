import { atom, getDefaultStore } from 'jotai';
import { pageSingleton } from '../realtime/page-singleton';
import { TOAST_COLOR_BY_TYPE, TOAST_DEFAULT_DURATION_MS, clampPercent, dropToast, patchToast, pushToast, type Toast, type ToastType } from './toast-queue';

/**
 * The visible toasts, oldest first; the host's toast area renders this atom. One per page: the API modules
 * that toast a failed call are bundled by every app.
 */
export const toastsAtom = pageSingleton('toasts', () => atom<Toast[]>([]));

export interface ToastOptions {
  /** Reusing an id replaces that toast instead of adding a second one. */
  id?: string;
  /** Shown instead of the type's icon (an emoji or a short symbol). */
  icon?: string;
  durationMs?: number;
  /** A percentage: the toast stays until it is removed and is updated through `toast.update()`. */
  progress?: number;
}

const ids = pageSingleton('toast-ids', () => ({ seq: 0 }));
// The default store: the host renders without a jotai Provider, so host and remotes share it.
const store = () => getDefaultStore();

function clearTimer(t: Toast): void {
  if (t.timeoutId) clearTimeout(t.timeoutId);
}

/** Removes a toast (the user closed it, or its timeout ran out). Unknown ids are ignored. */
export function removeToast(id: string): void {
  const current = store().get(toastsAtom);
  const gone = current.find((t) => t.id === id);
  if (!gone) return;
  clearTimer(gone);
  store().set(toastsAtom, dropToast(current, id));
}

/**
 * Shows a toast (SPEC §4): removed on timeout or by the user; a progress toast has no timeout.
 * Returns its id, for `removeToast` or `updateToastProgress`.
 */
export function showToast(message: string, type: ToastType = 'info', opts: ToastOptions = {}): string {
  const id = opts.id ?? `toast-${Date.now()}-${++ids.seq}`;
  const progress = opts.progress !== undefined ? clampPercent(opts.progress) : type === 'progress' ? 0 : null;
  const toast: Toast = { id, message, type, icon: opts.icon, color: TOAST_COLOR_BY_TYPE[type], progress };
  const current = store().get(toastsAtom);
  const previous = current.find((t) => t.id === id);
  if (previous) clearTimer(previous);
  if (progress === null) toast.timeoutId = setTimeout(() => removeToast(id), opts.durationMs ?? TOAST_DEFAULT_DURATION_MS);
  const { queue, dropped } = pushToast(current, toast);
  dropped.forEach(clearTimer);
  store().set(toastsAtom, queue);
  return id;
}

/** Updates a progress toast in place (same id, same position); it still has no timeout. */
export function updateToastProgress(id: string, progress: number, message?: string): void {
  const value = clampPercent(progress);
  store().set(toastsAtom, patchToast(store().get(toastsAtom), id, message === undefined ? { progress: value } : { progress: value, message }));
}

/** The toast API for host, remotes and non-React code. */
export const toast = {
  success: (message: string, opts?: ToastOptions) => showToast(message, 'success', opts),
  error: (message: string, opts?: ToastOptions) => showToast(message, 'error', opts),
  warning: (message: string, opts?: ToastOptions) => showToast(message, 'warning', opts),
  info: (message: string, opts?: ToastOptions) => showToast(message, 'info', opts),
  progress: (message: string, progress = 0, opts?: ToastOptions) => showToast(message, 'progress', { ...opts, progress }),
  update: updateToastProgress,
  remove: removeToast,
};

/** Hook form for components; the functions are module-level so non-React code can toast too. */
export function useToast(): typeof toast {
  return toast;
}
