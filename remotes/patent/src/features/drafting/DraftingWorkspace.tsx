import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { draftQueries } from '@iprism/shared/api/workspace-queries';
import type { Draft, DraftSummary } from '@iprism/shared/contracts/drafting';
import { DraftEditor } from './DraftEditor';
import { DraftList } from './DraftList';

/**
 * The drafting workspace of both drafting routes: the list of drafts, or the draft named by `?draft=` in the
 * editor (so a reload or a shared link reopens it).
 */
export function DraftingWorkspace({ heading }: { heading: string }) {
  const [params, setParams] = useSearchParams();
  const id = params.get('draft');
  const queryClient = useQueryClient();
  const draft = useQuery(draftQueries.detail(id));

  // A draft just created or imported is already whole: it is cached, not asked for again.
  const open = useCallback((d: Draft | DraftSummary) => {
    if ('claims' in d) queryClient.setQueryData(draftQueries.detail(d.id).queryKey, d);
    setParams({ draft: d.id });
  }, [queryClient, setParams]);
  const back = useCallback(() => setParams({}), [setParams]);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h2">
        {heading}
      </Typography>
      {!id && <DraftList onOpen={open} />}
      {id && draft.isError && !draft.data && (
        <Alert severity="error" action={<><Button onClick={() => void draft.refetch()}>Retry</Button><Button onClick={back}>All drafts</Button></>}>
          {apiErrorText(draft.error)}
        </Alert>
      )}
      {id && draft.isPending && <Typography color="text.secondary">Opening the draft…</Typography>}
      {id && draft.data && <DraftEditor key={draft.data.id} initial={draft.data} onBack={back} />}
    </Stack>
  );
}
