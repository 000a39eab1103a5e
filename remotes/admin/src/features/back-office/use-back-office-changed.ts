import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { backOfficeQueries } from '@iprism/shared/api/back-office-queries';

/**
 * Marks the back office stale after a staff action: one action can change lists, counts, sessions and the
 * audit log at once. `fresh` names a query already holding the server's answer, so it is not fetched again.
 * Not awaited: the action's outcome is told at once, the lists follow.
 */
export function useBackOfficeChanged() {
  const queryClient = useQueryClient();
  return (fresh?: QueryKey) => void queryClient.invalidateQueries({ queryKey: backOfficeQueries.all, predicate: (q) => !fresh || q.queryHash !== hashKey(fresh) });
}
