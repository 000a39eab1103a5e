import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { logger } from '@iprism/shared/logger';
import { getSocketClient, progressAtoms } from '@iprism/shared/realtime';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { applicationQueries } from '@iprism/shared/api/applications-queries';

export type ProgressSeed = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/**
 * Seeds the live record with the stored progress (REST), so a reload shows the truth before the socket
 * answers, or when it never connects. Written to the socket client's store, the one
 * `useApplicationProgress` reads; a live update newer than the answer wins (applySnapshotAtom).
 */
export function useProgressSeed(applicationId: string): ProgressSeed & { retry: () => void } {
  const query = useQuery(applicationQueries.progress(applicationId));
  const snapshot = query.data;

  useEffect(() => {
    if (!snapshot) return;
    for (const warning of getSocketClient().store.set(progressAtoms.applySnapshotAtom, snapshot)) logger.warn('progress', warning);
  }, [snapshot]);

  const retry = () => void query.refetch();
  if (snapshot) return { status: 'ready', retry };
  if (query.isError) return { status: 'error', message: apiErrorText(query.error), retry };
  return { status: 'loading', retry };
}
