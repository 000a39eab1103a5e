import { atom, getDefaultStore } from 'jotai';
import { closeTab, type ClosableWindow } from './close-tab';
import {
  CLOSED_CONFIRM_STATE,
  closeConfirmState,
  failConfirmLoading,
  openConfirmState,
  startConfirmLoading,
  validateConfirm,
  withConfirmInput,
  type ConfirmDialogState,
  type ConfirmRequest,
} from './confirm-state';

/** The one confirmation dialog of the page; the host's ConfirmDialogHost renders it. */
export const confirmDialogAtom = atom<ConfirmDialogState>(CLOSED_CONFIRM_STATE);

/** The confirmed input text, or null when the user cancelled. */
type Settle = (input: string | null) => void;

let settle: Settle | null = null;
// The default store: the host renders without a jotai Provider, so host and remotes share it.
const store = () => getDefaultStore();

function browserWindow(): ClosableWindow | null {
  return typeof window === 'undefined' ? null : window;
}

function finish(input: string | null): void {
  const state = store().get(confirmDialogAtom);
  const done = settle;
  settle = null;
  store().set(confirmDialogAtom, closeConfirmState(state));
  done?.(input);
  const win = browserWindow();
  if (state.request.autoCloseTab && win) closeTab(win);
}

function open(request: ConfirmRequest): Promise<string | null> {
  // One dialog at a time: a newer request cancels the one still open.
  if (settle) finish(null);
  store().set(confirmDialogAtom, openConfirmState(request));
  return new Promise((resolve) => {
    settle = resolve;
  });
}

/**
 * Opens the confirmation dialog (SPEC §4). Resolves true on confirm, false on cancel, the close
 * icon, the backdrop or Escape. With `onConfirm`, resolves true only after it succeeded.
 */
export function confirm(request: ConfirmRequest = {}): Promise<boolean> {
  return open(request).then((input) => input !== null);
}

/** Like `confirm` with `requiresInput` set: resolves the (trimmed) text, or null on cancel. */
export function confirmWithInput(request: ConfirmRequest = {}): Promise<string | null> {
  return open({ ...request, requiresInput: true });
}

/** The host dialog's input box. */
export function setConfirmInput(input: string): void {
  store().set(confirmDialogAtom, withConfirmInput(store().get(confirmDialogAtom), input));
}

/** The host dialog's confirm button: validates, runs `onConfirm` in the loading state, then closes. */
export async function acceptConfirm(): Promise<void> {
  const state = store().get(confirmDialogAtom);
  if (!state.open || state.loading) return;
  const check = validateConfirm(state);
  if (!check.ok) {
    store().set(confirmDialogAtom, check.state);
    return;
  }
  const input = state.input.trim();
  const onConfirm = state.request.onConfirm;
  if (onConfirm) {
    const owner = settle;
    store().set(confirmDialogAtom, startConfirmLoading(state));
    try {
      await onConfirm(input);
    } catch (err) {
      if (settle === owner) store().set(confirmDialogAtom, failConfirmLoading(store().get(confirmDialogAtom), err));
      return;
    }
    // A newer request replaced this one while onConfirm ran: that dialog is not ours to close.
    if (settle !== owner) return;
  }
  finish(input);
}

/** The host dialog's cancel button, close icon, backdrop and Escape; ignored while loading. */
export function cancelConfirm(): void {
  const state = store().get(confirmDialogAtom);
  if (!state.open || state.loading) return;
  finish(null);
}

const api = { confirm, confirmWithInput };

/** Hook form for components; the functions are module-level so non-React code can ask too. */
export function useConfirm(): typeof api {
  return api;
}
