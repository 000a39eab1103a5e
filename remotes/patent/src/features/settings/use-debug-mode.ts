import { useCallback, useSyncExternalStore } from 'react';
import { debugMode } from '@iprism/shared/logger';

// Module-level, so React sees the same subscribe function on every render.
const subscribe = (listener: () => void) => debugMode.subscribe(listener);
const isOn = () => debugMode.isOn();

/** The page's debug mode (SPEC §4), kept current when another tab or the console toggles it. */
export function useDebugMode(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, isOn, isOn);
  const set = useCallback((next: boolean) => debugMode.set(next), []);
  return [on, set];
}
