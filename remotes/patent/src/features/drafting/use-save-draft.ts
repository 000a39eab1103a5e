import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveDraft } from '@iprism/shared/api/drafting';
import { draftQueries } from '@iprism/shared/api/workspace-queries';
import type { Draft, SaveDraftRequest } from '@iprism/shared/contracts/drafting';

/**
 * Saves a draft (autosave, sharing). The answer is the draft as stored: it becomes the cached draft, and the
 * list of drafts (titles, dates) is stale.
 */
export function useSaveDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveDraftRequest) => saveDraft(id, request),
    onSuccess: (saved: Draft) => {
      queryClient.setQueryData(draftQueries.detail(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: draftQueries.list().queryKey });
    },
  });
}
