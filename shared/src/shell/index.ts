export { TOAST_DEFAULT_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_COLOR_BY_TYPE, pushToast, patchToast, dropToast, clampPercent } from './toast-queue';
export type { Toast, ToastType, ToastColor } from './toast-queue';
export { toastsAtom, showToast, removeToast, updateToastProgress, toast, useToast } from './toast-store';
export type { ToastOptions } from './toast-store';
export {
  CONFIRM_DEFAULTS,
  CONFIRM_INPUT_REQUIRED_MESSAGE,
  CONFIRM_PROCESSING_TEXT,
  CONFIRM_STYLE_BY_TYPE,
  CLOSED_CONFIRM_STATE,
  resolveConfirmRequest,
  openConfirmState,
  closeConfirmState,
  withConfirmInput,
  canConfirm,
  validateConfirm,
  startConfirmLoading,
  failConfirmLoading,
} from './confirm-state';
export type { ConfirmType, ConfirmColor, ConfirmIcon, ConfirmRequest, ResolvedConfirmRequest, ConfirmDialogState } from './confirm-state';
export { confirmDialogAtom, confirm, confirmWithInput, setConfirmInput, acceptConfirm, cancelConfirm, useConfirm } from './confirm-store';
export { CLOSE_TAB_CHECK_MS, closeTab } from './close-tab';
export type { ClosableWindow } from './close-tab';
