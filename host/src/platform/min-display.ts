import { useEffect, useState } from 'react';

/** SPEC §4/§9: a loading indicator stays visible for at least 200 ms, so it never just flickers. */
export const LOADING_MIN_DISPLAY_MS = 200;

/** How much longer an indicator shown at `shownAtMs` must stay up at `nowMs`. */
export function remainingDisplayMs(shownAtMs: number, nowMs: number, minMs: number = LOADING_MIN_DISPLAY_MS): number {
  return Math.max(0, shownAtMs + minMs - nowMs);
}

/**
 * True while `loading`, and afterwards until the indicator has been up for `minMs`.
 * Loading again before that keeps it up without restarting the clock.
 */
export function useMinimumDisplay(loading: boolean, minMs: number = LOADING_MIN_DISPLAY_MS): boolean {
  const [shownAt, setShownAt] = useState<number | null>(() => (loading ? Date.now() : null));
  // Adjusting state while rendering (not in an effect) so the first frame already shows the indicator.
  if (loading && shownAt === null) setShownAt(Date.now());

  useEffect(() => {
    if (loading || shownAt === null) return;
    const timer = setTimeout(() => setShownAt(null), remainingDisplayMs(shownAt, Date.now(), minMs));
    return () => clearTimeout(timer);
  }, [loading, shownAt, minMs]);

  return loading || shownAt !== null;
}

/** A wait shorter than this shows no indicator at all: a spinner flashed for a blink reads as a glitch. */
export const LOADING_SHOW_DELAY_MS = 100;

export interface DelayedIndicator {
  /** Still waiting, or still showing the indicator for its minimum time. */
  waiting: boolean;
  /** Show the indicator now (false during the first `delayMs` of a wait). */
  indicator: boolean;
}

/**
 * For waits that are usually short (a guard re-checking the licence): nothing is shown for the first
 * `delayMs`; a wait that lasts longer shows the indicator, which then stays up for at least 200 ms.
 */
export function useDelayedIndicator(loading: boolean, delayMs: number = LOADING_SHOW_DELAY_MS): DelayedIndicator {
  const [overdue, setOverdue] = useState(false);
  useEffect(() => {
    if (!loading) return void setOverdue(false);
    const timer = setTimeout(() => setOverdue(true), delayMs);
    return () => clearTimeout(timer);
  }, [loading, delayMs]);
  const indicator = useMinimumDisplay(loading && overdue);
  return { waiting: loading || indicator, indicator };
}
