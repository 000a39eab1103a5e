import { useEffect, useState } from 'react';

/** Elapsed times count in whole seconds. */
export const ELAPSED_TICK_MS = 1_000;

/** The current time, re-read every tick while `ticking` (no timer runs while no stage is running). */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), ELAPSED_TICK_MS);
    return () => clearInterval(id);
  }, [ticking]);
  return now;
}
