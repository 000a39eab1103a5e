import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignApplication, unassignApplication } from '@iprism/shared/api/applications';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import type { ApplicationAssignments } from '@iprism/shared/contracts/applications';

/** Loading, hidden (the caller may not share: 403, 404, or the load failed) or the shares. */
export type AssignmentsState = { status: 'loading' } | { status: 'hidden' } | { status: 'ready'; data: ApplicationAssignments };

/**
 * The client shares of one application. A failed load hides the panel rather than showing an error: the
 * report is what the screen is for, and a 403 is the normal answer for people who may not share. After a
 * change the list is loaded again, so the candidates stay the server's.
 */
export function useAssignments(applicationId: string) {
  const queryClient = useQueryClient();
  const options = applicationQueries.assignments(applicationId);
  const query = useQuery({ ...options, retry: false });
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: options.queryKey });
  const assigning = useMutation({ mutationFn: async (userId: string) => void (await assignApplication(applicationId, userId)), onSuccess });
  const removing = useMutation({ mutationFn: (userId: string) => unassignApplication(applicationId, userId), onSuccess });
  const state: AssignmentsState = query.isPending ? { status: 'loading' } : query.isError ? { status: 'hidden' } : { status: 'ready', data: query.data };
  return { state, busy: assigning.isPending || removing.isPending, assign: (userId: string) => assigning.mutateAsync(userId), remove: (userId: string) => removing.mutateAsync(userId) };
}
