import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../notifications/error-text';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/**
 * Runs `load` when its inputs change (listed in `deps`), aborting the previous run; `reload()` runs it
 * again and `set` replaces the data after a change the server answered with the new state.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (err: unknown) => !controller.signal.aborted && setState({ status: 'error', message: errorText(err) }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what `load` reads
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, set };
}
