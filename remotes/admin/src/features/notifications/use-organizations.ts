import { useCallback, useEffect, useState } from 'react';
import { listAdminOrganizations } from '@iprism/shared/api';
import type { AdminOrganization } from '@iprism/shared/contracts';
import { errorText } from './error-text';

export type OrganizationsState = { status: 'loading' } | { status: 'ready'; organizations: AdminOrganization[] } | { status: 'error'; message: string };

/** The organisations an admin can send to, loaded when the picker first shows; `retry` after a failure. */
export function useOrganizations(): OrganizationsState & { retry: () => void } {
  const [state, setState] = useState<OrganizationsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listAdminOrganizations(controller.signal).then(
      (organizations) => !controller.signal.aborted && setState({ status: 'ready', organizations }),
      (err: unknown) => !controller.signal.aborted && setState({ status: 'error', message: errorText(err) }),
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
