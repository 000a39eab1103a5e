import { atom, getDefaultStore } from 'jotai';
import { TOAST_COLOR_BY_TYPE, TOAST_DEFAULT_DURATION_MS, dropToast, patchToast, pushToast, type Toast, type ToastType } from './toast-queue';

/** The visible toasts; the host's toast area renders this atom. */
export const toastsAtom = atom<Toast[]>([]);

export interface ToastOptions {
  id?: string;
  icon?: string;
  durationMs?: number;
  /** A percentage: the toast stays until it is removed and is updated through `progress()`. */
  progress?: number;
}

let seq = 0;
const store = () => getDefaultStore();

function clearTimer(t: Toast): void {
  if (t.timeoutId) clearTimeout(t.timeoutId);
}

export function removeToast(id: string): void {
  const current = store().get(toastsAtom);
  const gone = current.find((t) => t.id === id);
  if (gone) clearTimer(gone);
  store().set(toastsAtom, dropToast(current, id));
}

/** Shows a toast (SPEC §4): removed on timeout or by the user; progress toasts have no timeout. */
export function showToast(message: string, type: ToastType = 'info', opts: ToastOptions = {}): string {
  const id = opts.id ?? `toast-${Date.now()}-${++seq}`;
  const progress = opts.progress ?? (type === 'progress' ? 0 : null);
  const toast: Toast = { id, message, type, icon: opts.icon, color: TOAST_COLOR_BY_TYPE[type], progress };
  if (progress === null) toast.timeoutId = setTimeout(() => removeToast(id), opts.durationMs ?? TOAST_DEFAULT_DURATION_MS);
  const previous = store().get(toastsAtom).find((t) => t.id === id);
  if (previous) clearTimer(previous);
  const { queue, dropped } = pushToast(store().get(toastsAtom), toast);
  dropped.forEach(clearTimer);
  store().set(toastsAtom, queue);
  return id;
}

/** Updates a progress toast in place. */
export function updateToastProgress(id: string, progress: number, message?: string): void {
  store().set(toastsAtom, patchToast(store().get(toastsAtom), id, message === undefined ? { progress } : { progress, message }));
}

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
