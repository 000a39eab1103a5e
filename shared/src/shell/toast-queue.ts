/** SPEC §9: a toast without progress disappears after 5 s. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** SPEC §5: at most three visible; a fourth drops the oldest. */
export const TOAST_MAX_VISIBLE = 3;

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'progress';
/** SPEC §9: the five toast colours. */
export type ToastColor = 'green' | 'red' | 'yellow' | 'blue' | 'purple';

export const TOAST_COLOR_BY_TYPE: Record<ToastType, ToastColor> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
  progress: 'purple',
};

/** SPEC §3 toast (client only). */
export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  icon?: string;
  color: ToastColor;
  /** null, or a percentage: a toast with progress has no timeout and is updated in place. */
  progress: number | null;
  timeoutId?: ReturnType<typeof setTimeout>;
}

/** Adds a toast; at most three stay visible, so a fourth drops the oldest. Returns the dropped ones too. */
export function pushToast(queue: readonly Toast[], toast: Toast, max = TOAST_MAX_VISIBLE): { queue: Toast[]; dropped: Toast[] } {
  const next = [...queue.filter((t) => t.id !== toast.id), toast];
  const overflow = Math.max(0, next.length - max);
  return { queue: next.slice(overflow), dropped: next.slice(0, overflow) };
}

export function patchToast(queue: readonly Toast[], id: string, patch: Partial<Omit<Toast, 'id'>>): Toast[] {
  return queue.map((t) => (t.id === id ? { ...t, ...patch } : t));
}

/** Progress is a percentage: anything outside 0–100 (or not a number) is pulled back into range. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export function dropToast(queue: readonly Toast[], id: string): Toast[] {
  return queue.filter((t) => t.id !== id);
}
