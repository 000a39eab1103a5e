import { useCallback, useEffect, useState } from 'react';
import { listApplicationPage } from '@iprism/shared/api';
import type { ApplicationPage } from '@iprism/shared/contracts';
import { loadErrorMessage } from '../account/api-errors';
import { archiveRequest, type ArchiveParams } from './archive-params';

export interface ApplicationPageState {
  /** The rows shown; kept while the next page loads, so the table does not jump. */
  data: ApplicationPage | null;
  loading: boolean;
  error: string | null;
}

/** One page of the archive for the view in the URL; an older answer never overwrites a newer view. */
export function useApplicationPage(params: ArchiveParams) {
  const [state, setState] = useState<ApplicationPageState>({ data: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const { page, pageSize, q, status, from, to } = params;

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    listApplicationPage(archiveRequest({ page, pageSize, q, status, from, to }), controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, error: null });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error: loadErrorMessage(err) }));
      },
    );
    return () => controller.abort();
  }, [page, pageSize, q, status, from, to, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
