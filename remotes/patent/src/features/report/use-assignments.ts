import { useCallback, useEffect, useState } from 'react';
import { assignApplication, getApplicationAssignments, unassignApplication } from '@iprism/shared/api';
import type { ApplicationAssignments } from '@iprism/shared/contracts';

/** Loading, hidden (the caller may not share: 403, 404, or the load failed) or the shares. */
export type AssignmentsState = { status: 'loading' } | { status: 'hidden' } | { status: 'ready'; data: ApplicationAssignments };

/**
 * The client shares of one application. A failed load hides the panel rather than showing an error: the
 * report is what the screen is for, and a 403 is the normal answer for people who may not share. After a
 * change the list is loaded again, so the candidates stay the server's.
 */
export function useAssignments(applicationId: string) {
  const [state, setState] = useState<AssignmentsState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getApplicationAssignments(applicationId, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'hidden' });
      },
    );
    return () => controller.abort();
  }, [applicationId, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const assign = useCallback((userId: string) => assignApplication(applicationId, userId).then(reload), [applicationId, reload]);
  const remove = useCallback((userId: string) => unassignApplication(applicationId, userId).then(reload), [applicationId, reload]);
  return { state, assign, remove };
}
