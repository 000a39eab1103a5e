import { useCallback, useEffect, useState } from 'react';
import type { ProgressSnapshot } from '@iprism/shared/contracts';
import { logger } from '@iprism/shared/logger';
import { getSocketClient, progressAtoms } from '@iprism/shared/realtime';
import { loadErrorMessage } from '../account/api-errors';

/** Loads an application's stored progress; the panel is given it so tests need no network. */
export type SnapshotLoader = (applicationId: string, signal: AbortSignal) => Promise<ProgressSnapshot>;

export type ProgressSeed = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/**
 * Seeds the live record with the stored progress (REST), so a reload shows the truth before the socket
 * answers, or when it never connects. Written to the socket client's store, the one
 * `useApplicationProgress` reads; a live update newer than the answer wins (applySnapshotAtom).
 */
export function useProgressSeed(applicationId: string, load: SnapshotLoader): ProgressSeed & { retry: () => void } {
  const [seed, setSeed] = useState<ProgressSeed>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(applicationId, controller.signal).then(
      (snapshot) => {
        if (controller.signal.aborted) return;
        for (const warning of getSocketClient().store.set(progressAtoms.applySnapshotAtom, snapshot)) logger.warn('progress', warning);
        setSeed({ status: 'ready' });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setSeed({ status: 'error', message: loadErrorMessage(err) });
      },
    );
    return () => controller.abort();
  }, [applicationId, load, attempt]);

  const retry = useCallback(() => {
    setSeed({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...seed, retry };
}
