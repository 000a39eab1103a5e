import type { StorageLike } from '@iprism/shared/logger';

/** Where the low-credit notice remembers the sign-in session it was shown in (one key: only the latest matters). */
export const LOW_CREDIT_NOTICE_KEY = 'iprism:low-credit-notice';

/**
 * Whether the notice was already shown in this sign-in session. In localStorage, not sessionStorage: a
 * sign-in session spans tabs, and a new tab is not a new session. A blocked storage counts as not shown.
 */
export function wasShownInSession(storage: StorageLike | null, sessionId: string): boolean {
  try {
    return storage?.getItem(LOW_CREDIT_NOTICE_KEY) === sessionId;
  } catch {
    return false;
  }
}

export function markShownInSession(storage: StorageLike | null, sessionId: string): void {
  try {
    storage?.setItem(LOW_CREDIT_NOTICE_KEY, sessionId);
  } catch {
    // Full or blocked storage: the notice may show once more, which is harmless.
  }
}
