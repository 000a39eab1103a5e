import { useCallback, useEffect, useState } from 'react';
import { getApplicationFile, getReport, type ApplicationFileContent } from '@iprism/shared/api';
import type { Report } from '@iprism/shared/contracts';
import { loadErrorMessage } from '../account/api-errors';

export type ViewerSource =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `report` is null while it is not ready (409) or could not be read: the document still shows. */
  | { status: 'ready'; file: ApplicationFileContent; report: Report | null };

/** The uploaded application document (with the token) and, beside it, its report for the findings. */
export function useViewerSource(applicationId: string): ViewerSource & { retry: () => void } {
  const [source, setSource] = useState<ViewerSource>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const report = getReport(applicationId, controller.signal).catch(() => null);
    Promise.all([getApplicationFile(applicationId, 'application', controller.signal), report]).then(
      ([file, loaded]) => {
        if (!controller.signal.aborted) setSource({ status: 'ready', file, report: loaded });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setSource({ status: 'error', message: loadErrorMessage(err) });
      },
    );
    return () => controller.abort();
  }, [applicationId, attempt]);
  const retry = useCallback(() => {
    setSource({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...source, retry };
}
