import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorText, isApiError, NETWORK_STATUS } from '@iprism/shared/api/api-error';
import type { Draft } from '@iprism/shared/contracts/drafting';
import { useSaveDraft } from './use-save-draft';

/** Quiet time after the last edit before the working copy is sent to the server. */
export const AUTOSAVE_DEBOUNCE_MS = 1200;

export interface WorkingCopy {
  title: string;
  claims: string;
  specification: string;
  resolvedMarks: string[];
}

export type SaveState = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'error';

const localKey = (id: string) => `iprism.draft.${id}`;

interface LocalCopy {
  revision: number;
  copy: WorkingCopy;
}

/** The unsent copy this browser kept for the draft, when there is one for the revision the server has. */
export function unsentLocalCopy(draft: Draft, storage: Storage = window.localStorage): WorkingCopy | null {
  try {
    const raw = storage.getItem(localKey(draft.id));
    if (!raw) return null;
    const local = JSON.parse(raw) as LocalCopy;
    return local.revision === draft.revision ? local.copy : null;
  } catch {
    return null;
  }
}

/**
 * Autosave of a draft's working copy. Every edit is written to this browser's storage at once (a reload or a
 * dropped connection loses no keystroke), then sent to the server after a pause with the revision it is based
 * on. A 409 means another tab or a colleague saved first: saving stops and the page says so. Offline, it
 * retries on the next edit or when the browser is back online.
 */
export function useDraftAutosave(draft: Draft, copy: WorkingCopy, onSaved: (draft: Draft) => void) {
  const [state, setState] = useState<SaveState>('saved');
  const [message, setMessage] = useState<string | null>(null);
  const revision = useRef(draft.revision);
  const last = useRef(JSON.stringify(copy));
  const inFlight = useRef(false);
  const { mutateAsync: save } = useSaveDraft(draft.id);

  const send = useCallback(async (): Promise<void> => {
    const body = JSON.stringify(copy);
    if (body === last.current || inFlight.current) return;
    inFlight.current = true;
    setState('saving');
    try {
      const saved = await save({ revision: revision.current, ...copy });
      revision.current = saved.revision;
      last.current = body;
      window.localStorage.removeItem(localKey(draft.id));
      setState('saved');
      setMessage(null);
      onSaved(saved);
    } catch (err) {
      if (isApiError(err) && err.status === 409) setState('conflict');
      else if (isApiError(err) && err.status === NETWORK_STATUS) setState('offline');
      else setState('error');
      setMessage(apiErrorText(err));
    } finally {
      inFlight.current = false;
    }
  }, [copy, draft.id, onSaved, save]);

  useEffect(() => {
    const body = JSON.stringify(copy);
    if (body === last.current) return;
    window.localStorage.setItem(localKey(draft.id), JSON.stringify({ revision: revision.current, copy } satisfies LocalCopy));
    if (state === 'conflict') return;
    setState((s) => (s === 'offline' ? s : 'pending'));
    const timer = setTimeout(() => void send(), AUTOSAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The state is read, not followed: a change of state alone must not send again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [copy, draft.id, send]);

  useEffect(() => {
    const online = () => void send();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [send]);

  /**
   * After a conflict: takes the server's newer revision as the base. Without `keepMine` the page shows the
   * server's copy; with it, this copy is saved over it on the next send.
   */
  const rebase = useCallback((fresh: Draft, keepMine: boolean) => {
    revision.current = fresh.revision;
    setMessage(null);
    if (keepMine) {
      setState('pending');
      return;
    }
    last.current = JSON.stringify({ title: fresh.title, claims: fresh.claims, specification: fresh.specification, resolvedMarks: fresh.resolvedMarks } satisfies WorkingCopy);
    window.localStorage.removeItem(localKey(fresh.id));
    setState('saved');
  }, []);

  /** Saves now, e.g. before a version is taken. */
  const flush = useCallback(() => send(), [send]);

  return { state, message, rebase, flush, revision };
}
