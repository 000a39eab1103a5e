export { TOAST_DEFAULT_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_COLOR_BY_TYPE, pushToast, patchToast, dropToast } from './toast-queue';
export type { Toast, ToastType, ToastColor } from './toast-queue';
export { toastsAtom, showToast, removeToast, updateToastProgress, toast, useToast } from './toast-store';
export type { ToastOptions } from './toast-store';
