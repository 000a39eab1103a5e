import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { getSocketClient } from './page-socket-client';
import { progressAtoms } from './progress-atoms';
import type { ApplicationProgress } from './progress-reducer';

/**
 * The six stages of one application, live (SPEC §4). While mounted it watches the application:
 * subscribed to app:{id} and its stored progress requested, now and after every reconnect.
 * The page's socket must be connected by the host; this hook does not open it.
 */
export function useApplicationProgress(applicationId: string): ApplicationProgress {
  const client = getSocketClient();
  useEffect(() => {
    client.watch(applicationId);
    return () => client.unwatch(applicationId);
  }, [client, applicationId]);
  return useAtomValue(progressAtoms.applicationProgressAtom(applicationId), { store: client.store });
}
