import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@iprism/shared/api';
import { loadErrorMessage } from '../account/api-errors';

export type StageResultState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** 409: the stage has not finished; `message` is the server's. */
  | { status: 'pending'; message: string }
  | { status: 'error'; message: string; notFound: boolean };

export interface StageResultControls {
  /** Asks again in the background (the stage just finished). */
  reload: () => void;
  /** Asks again from scratch, showing the loading state (the Retry of an error). */
  retry: () => void;
}

export interface StageResultReplace<T> {
  /** Shows a newer result the page already holds (the answer of a change the user made). */
  replace: (data: T) => void;
}

/**
 * One stage's result for an application (report, prior art, IDS). A 409 is not an error but "not ready
 * yet": the state says pending and the result is asked for again every `pollMs`, in case no live update
 * arrives (socket down). Pass a stable loader (a module-level API function).
 */
export function useStageResult<T>(
  applicationId: string,
  load: (id: string, signal: AbortSignal) => Promise<T>,
  pollMs: number,
): StageResultState<T> & StageResultControls & StageResultReplace<T> {
  const [state, setState] = useState<StageResultState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(applicationId, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(err) && err.status === 409) setState({ status: 'pending', message: err.message });
        else setState({ status: 'error', message: loadErrorMessage(err), notFound: isApiError(err) && err.status === 404 });
      },
    );
    return () => controller.abort();
  }, [applicationId, load, attempt]);

  const pending = state.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    const id = setInterval(() => setAttempt((n) => n + 1), pollMs);
    return () => clearInterval(id);
  }, [pending, pollMs]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, reload, retry, replace };
}
