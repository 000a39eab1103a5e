import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteApplication, retryApplication } from '@iprism/shared/api/applications';
import { applicationQueries } from '@iprism/shared/api/applications-queries';

/** Re-runs an application from its first failed stage (the server decides which); the live updates then move its bars. */
export function useRetryApplication(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryApplication(applicationId),
    // Its stored progress and every list it appears in are stale.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationQueries.detail(applicationId) }),
        queryClient.invalidateQueries({ queryKey: applicationQueries.pages() }),
      ]),
  });
}

/** Deletes an application with its files and results; what was cached for it goes, and the lists it was in load again. */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => deleteApplication(applicationId),
    onSuccess: (_, applicationId) => {
      queryClient.removeQueries({ queryKey: applicationQueries.detail(applicationId) });
      queryClient.removeQueries({ queryKey: applicationQueries.files(applicationId) });
      return queryClient.invalidateQueries({ queryKey: applicationQueries.pages() });
    },
  });
}
