/** SPEC §4: the five dialog types, each with its own icon and colour. */
export type ConfirmType = 'info' | 'warning' | 'danger' | 'success' | 'error';

/** MUI palette keys, so the host can colour the confirm button from the active theme. */
export type ConfirmColor = 'primary' | 'warning' | 'error' | 'success';

/** Icon names; the host maps each to an icon component (this file stays free of React). */
export type ConfirmIcon = 'info' | 'warning' | 'danger' | 'success' | 'error';

/** SPEC §3 confirmation request: every field is optional and falls back to the §9 defaults. */
export interface ConfirmRequest {
  title?: string;
  message?: string;
  type?: ConfirmType;
  confirmText?: string;
  cancelText?: string;
  /** Shows a multi-line box that must be filled before confirming (SPEC §5). */
  requiresInput?: boolean;
  inputLabel?: string;
  /** Closes the browser tab after confirm or cancel (a page opened only to take this decision). */
  autoCloseTab?: boolean;
  /**
   * Runs after the user confirms and before the dialog closes; meanwhile the dialog shows its
   * loading state. It receives the text typed when `requiresInput` is set. If it throws, the
   * dialog stays open with the error, so the user can retry or cancel.
   */
  onConfirm?: (input: string) => Promise<void>;
}

export type ResolvedConfirmRequest = Required<Omit<ConfirmRequest, 'onConfirm'>> & Pick<ConfirmRequest, 'onConfirm'>;

/** SPEC §9 confirm dialog defaults. */
export const CONFIRM_DEFAULTS = {
  title: 'Confirm Action',
  message: 'Are you sure you want to proceed?',
  type: 'info',
  confirmText: 'Confirm',
  cancelText: 'Cancel',
  requiresInput: false,
  inputLabel: 'Please provide details:',
  autoCloseTab: false,
} as const satisfies Omit<ResolvedConfirmRequest, 'onConfirm'>;

export const CONFIRM_INPUT_REQUIRED_MESSAGE = 'This field is required';
export const CONFIRM_PROCESSING_TEXT = 'Processing...';

/** SPEC §4: red for danger and error, yellow for warning, green for success, primary for info. */
export const CONFIRM_STYLE_BY_TYPE: Record<ConfirmType, { icon: ConfirmIcon; color: ConfirmColor }> = {
  info: { icon: 'info', color: 'primary' },
  warning: { icon: 'warning', color: 'warning' },
  danger: { icon: 'danger', color: 'error' },
  success: { icon: 'success', color: 'success' },
  error: { icon: 'error', color: 'error' },
};

export interface ConfirmDialogState {
  open: boolean;
  /** Kept after close so the dialog does not change its text during the exit transition. */
  request: ResolvedConfirmRequest;
  input: string;
  /** The validation message under the input box. */
  inputError: string | null;
  /** The message of a failed `onConfirm`. */
  actionError: string | null;
  loading: boolean;
}

export function resolveConfirmRequest(request: ConfirmRequest = {}): ResolvedConfirmRequest {
  const defined = Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined)) as ConfirmRequest;
  return { ...CONFIRM_DEFAULTS, ...defined };
}

export const CLOSED_CONFIRM_STATE: ConfirmDialogState = {
  open: false,
  request: resolveConfirmRequest(),
  input: '',
  inputError: null,
  actionError: null,
  loading: false,
};

export function openConfirmState(request: ConfirmRequest = {}): ConfirmDialogState {
  return { ...CLOSED_CONFIRM_STATE, open: true, request: resolveConfirmRequest(request) };
}

/** SPEC §4: on close the input text and error reset. */
export function closeConfirmState(state: ConfirmDialogState): ConfirmDialogState {
  return { ...CLOSED_CONFIRM_STATE, request: state.request };
}

/** Typing clears a validation error once there is something to submit. */
export function withConfirmInput(state: ConfirmDialogState, input: string): ConfirmDialogState {
  return { ...state, input, inputError: input.trim() === '' ? state.inputError : null };
}

function hasRequiredInput(state: ConfirmDialogState): boolean {
  return !state.request.requiresInput || state.input.trim() !== '';
}

/** SPEC §5: the confirm button is disabled while the trimmed input is empty, and while loading. */
export function canConfirm(state: ConfirmDialogState): boolean {
  return state.open && !state.loading && hasRequiredInput(state);
}

/**
 * Validates a confirm attempt (the button, or Ctrl+Enter in the input box).
 * Confirming empty text sets 'This field is required' and keeps the dialog open.
 */
export function validateConfirm(state: ConfirmDialogState): { ok: true } | { ok: false; state: ConfirmDialogState } {
  if (hasRequiredInput(state)) return { ok: true };
  return { ok: false, state: { ...state, inputError: CONFIRM_INPUT_REQUIRED_MESSAGE } };
}

export function startConfirmLoading(state: ConfirmDialogState): ConfirmDialogState {
  return { ...state, loading: true, actionError: null };
}

export function failConfirmLoading(state: ConfirmDialogState, error: unknown): ConfirmDialogState {
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
  return { ...state, loading: false, actionError: message };
}
