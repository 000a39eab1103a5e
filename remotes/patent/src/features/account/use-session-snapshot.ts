import { useAtomValue } from 'jotai';
import { sessionAtom, type SessionSnapshot } from '@iprism/shared/api/session-atom';

/** The signed-in person as the host's identity publishes it (read-only for remotes). */
export function useSessionSnapshot(): SessionSnapshot {
  return useAtomValue(sessionAtom);
}
