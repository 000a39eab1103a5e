import { useCallback, useEffect, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError, userMessage } from '../api/api-error';

/** What a screen says about a failed call: the server's words for a 4xx, the SPEC §8 canned text otherwise. */
export const apiErrorText = (err: unknown): string => (isApiError(err) ? userMessage(err) : GENERIC_ERROR_MESSAGE);

/**
 * Loads a screen's data with loading, error and reload; `load` must be stable (useCallback keyed by what it
 * loads). An answer that arrives after unmount or after a newer load is dropped.
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>): { data: T | null; error: string | null; loading: boolean; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    load(controller.signal).then(
      (next) => {
        if (controller.signal.aborted) return;
        setData(next);
        setError(null);
        setLoading(false);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(apiErrorText(err));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [load, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, error, loading, reload };
}
