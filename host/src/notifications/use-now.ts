import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while the component is mounted (relative times stay true). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
