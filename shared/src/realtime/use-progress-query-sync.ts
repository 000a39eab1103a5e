import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSocketClient } from './page-socket-client';
import { progressAtoms } from './progress-atoms';
import { syncQueriesWithProgress } from './progress-query-sync';

/** Live progress invalidates the queries it makes stale (see syncQueriesWithProgress). Used once, by the host. */
export function useProgressQuerySync(): void {
  const queryClient = useQueryClient();
  useEffect(() => syncQueriesWithProgress(getSocketClient().store, progressAtoms, queryClient), [queryClient]);
}
