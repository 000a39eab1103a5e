import { useCallback, useEffect, useState } from 'react';
import { loadErrorMessage } from './api-errors';
import { recall, remember } from './remembered-resources';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

export interface ResourceControls<T> {
  /** Loads again from scratch, showing the loading state (the Retry of an error). */
  retry: () => void;
  /** Loads again in the background, keeping what is shown until the answer arrives (after a change). */
  refresh: () => void;
  /** Changes the loaded data in place, e.g. with what a successful change answered. */
  update: (change: (data: T) => T) => void;
}

export interface ResourceOptions {
  /**
   * Remembers the last answer in this tab under this key (name the session and organisation in it): coming back
   * to the section shows it at once while it loads again in the background. Null or absent: always loads.
   */
  rememberAs?: string | null;
}

function initialResource<T>(rememberAs: string | null | undefined): Resource<T> {
  const last = rememberAs ? recall<T>(rememberAs) : undefined;
  return last ? { status: 'ready', data: last.data } : { status: 'loading' };
}

/**
 * Loads what a section shows and exposes loading, ready and error states. Pass a stable loader (a
 * module-level API function): an answer that arrives after unmount or after a newer load started is
 * dropped, and the older request is aborted.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, { rememberAs }: ResourceOptions = {}): Resource<T> & ResourceControls<T> {
  const [resource, setResource] = useState<Resource<T>>(() => initialResource(rememberAs));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResource({ status: 'ready', data });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setResource({ status: 'error', message: loadErrorMessage(err) });
      },
    );
    return () => controller.abort();
  }, [load, attempt, rememberAs]);

  // What is shown is what is remembered, changes made in place included.
  useEffect(() => {
    if (rememberAs && resource.status === 'ready') remember(rememberAs, resource.data);
  }, [rememberAs, resource]);

  const retry = useCallback(() => {
    setResource({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setResource((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current));
  }, []);

  return { ...resource, retry, refresh, update };
}
