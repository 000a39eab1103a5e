import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { notificationQueries } from '@iprism/shared/api/workspace-queries';
import type { AdminOrganization } from '@iprism/shared/contracts/organizations';

export type OrganizationsState = { status: 'loading' } | { status: 'ready'; organizations: AdminOrganization[] } | { status: 'error'; message: string };

/** The organisations an admin can send to, loaded when the picker first shows; `retry` after a failure. */
export function useOrganizations(): OrganizationsState & { retry: () => void } {
  const query = useQuery(notificationQueries.sendTargets());
  const retry = () => void query.refetch();
  if (query.data) return { status: 'ready', organizations: query.data, retry };
  if (query.error && !query.isFetching) return { status: 'error', message: apiErrorText(query.error), retry };
  return { status: 'loading', retry };
}
