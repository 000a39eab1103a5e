import { useEffect, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError, userMessage } from '@iprism/shared/api';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/** The text for a failed call: the server's own message where it is meant for people. */
export const errorText = (err: unknown): string => (isApiError(err) ? userMessage(err) : GENERIC_ERROR_MESSAGE);

/**
 * Loads what a view shows whenever `key` changes (null: nothing to load yet); an answer that arrives after a
 * newer load started is dropped and the older request aborted. `reload` loads again keeping the data shown.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): { state: Loaded<T> | null; reload: () => void; set: (data: T) => void } {
  const [state, setState] = useState<Loaded<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((s) => (s?.status === 'ready' ? s : { status: 'loading' }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (err: unknown) => !controller.signal.aborted && setState({ status: 'error', message: errorText(err) }),
    );
    return () => controller.abort();
    // `load` is read fresh on each key change; callers pass an inline closure over the key's inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return { state, reload: () => setAttempt((a) => a + 1), set: (data) => setState({ status: 'ready', data }) };
}
