import { useEffect, useState } from 'react';

/** The search box waits this long after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 350;

/** `value`, but only once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return settled;
}
