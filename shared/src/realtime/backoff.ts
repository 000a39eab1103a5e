/** Reconnection pacing (SPEC §9): the socket library's own auto-reconnect is off, so these rules are ours. */

export const RECONNECT_BASE_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;
export const MAX_RECONNECT_ATTEMPTS = 15;

/**
 * Delay before reconnect attempt `n`, where n counts the attempts already made since the last
 * successful connection (0 for the first retry): 2^n seconds, capped at 30 s.
 * Counting from 0 keeps the first retry at 1 s, which the disconnect rule of SPEC §8 needs.
 */
export function backoffDelayMs(attemptsMade: number): number {
  return Math.min(RECONNECT_BASE_DELAY_MS * 2 ** Math.max(0, attemptsMade), RECONNECT_MAX_DELAY_MS);
}

export type ReconnectPlan = { kind: 'retry'; attempt: number; delayMs: number } | { kind: 'give-up' };

/**
 * The next reconnect after a failure or a lost connection. The failure's own delay (SPEC §8: 1, 2, 3
 * or 5 s) is a floor; the backoff takes over once it grows past it, so a server that stays down is
 * not hammered every few seconds. After MAX_RECONNECT_ATTEMPTS the client gives up.
 */
export function planReconnect(attemptsMade: number, minDelayMs: number): ReconnectPlan {
  if (attemptsMade >= MAX_RECONNECT_ATTEMPTS) return { kind: 'give-up' };
  return { kind: 'retry', attempt: attemptsMade + 1, delayMs: Math.max(minDelayMs, backoffDelayMs(attemptsMade)) };
}
