import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError, GENERIC_ERROR_MESSAGE } from './api-error';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ApiRequestError };

function asApiError(err: unknown): ApiRequestError {
  return err instanceof ApiRequestError ? err : new ApiRequestError(0, 'INTERNAL', GENERIC_ERROR_MESSAGE);
}

interface Loaded<T> {
  load: () => Promise<T>;
  attempt: number;
  resource: Resource<T>;
}

/**
 * Loads data for a page and exposes loading, ready and error states plus a reload. Pass a stable
 * loader (`useCallback` keyed by what it loads): an answer for an older loader, or one arriving
 * after unmount, is dropped, so a fast click never shows stale data.
 */
export function useResource<T>(load: () => Promise<T>): Resource<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setLoaded({ load, attempt, resource: { status: 'ready', data } }),
      (err: unknown) => current && setLoaded({ load, attempt, resource: { status: 'error', error: asApiError(err) } }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const resource: Resource<T> = loaded && loaded.load === load && loaded.attempt === attempt ? loaded.resource : { status: 'loading' };
  return { ...resource, reload };
}
