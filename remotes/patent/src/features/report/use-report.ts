import { useCallback, useEffect, useState } from 'react';
import { getReport, isApiError } from '@iprism/shared/api';
import type { Report } from '@iprism/shared/contracts';
import { loadErrorMessage } from '../account/api-errors';

export type ReportState =
  | { status: 'loading' }
  | { status: 'ready'; report: Report }
  /** 409: the report stage has not finished; `message` is the server's. */
  | { status: 'pending'; message: string }
  | { status: 'error'; message: string; notFound: boolean };

/** How often a pending report is asked for again, in case no live update arrives (socket down). */
export const REPORT_POLL_MS = 20_000;

/**
 * The report of one application. A 409 is not an error but "not ready yet": the state says pending and
 * the report is asked for again every REPORT_POLL_MS, or at once on `reload` (the report stage finished).
 */
export function useReport(applicationId: string): ReportState & { reload: () => void; retry: () => void } {
  const [state, setState] = useState<ReportState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getReport(applicationId, controller.signal).then(
      (report) => {
        if (!controller.signal.aborted) setState({ status: 'ready', report });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(err) && err.status === 409) setState({ status: 'pending', message: err.message });
        else setState({ status: 'error', message: loadErrorMessage(err), notFound: isApiError(err) && err.status === 404 });
      },
    );
    return () => controller.abort();
  }, [applicationId, attempt]);

  const pending = state.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    const id = setInterval(() => setAttempt((n) => n + 1), REPORT_POLL_MS);
    return () => clearInterval(id);
  }, [pending]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reload, retry };
}
