import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorText, isApiError } from '@iprism/shared/api/api-error';
import { createWatch } from '@iprism/shared/api/scout';
import { scoutQueries } from '@iprism/shared/api/scout-queries';
import type { CreateWatchRequest } from '@iprism/shared/contracts/scout';

/** Creates a watch; the watches list refetches so every screen showing it has the new one. */
export function useCreateWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateWatchRequest) => createWatch(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoutQueries.watches().queryKey }),
  });
}

/** What to tell the user about a refused watch; null where the API client has already said it (sign-in, access, server). */
export function watchRefusal(err: unknown): string | null {
  return isApiError(err) && (err.status === 401 || err.status === 403 || err.status >= 500) ? null : apiErrorText(err);
}
