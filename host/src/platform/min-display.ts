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
