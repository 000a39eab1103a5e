import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getDraft } from '@iprism/shared/api';
import type { Draft } from '@iprism/shared/contracts';
import { loadErrorMessage } from '../account/api-errors';
import { DraftEditor } from './DraftEditor';
import { DraftList } from './DraftList';

/**
 * The drafting workspace of both drafting routes: the list of drafts, or the draft named by `?draft=` in the
 * editor (so a reload or a shared link reopens it).
 */
export function DraftingWorkspace({ heading }: { heading: string }) {
  const [params, setParams] = useSearchParams();
  const id = params.get('draft');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) {
      setDraft(null);
      return;
    }
    if (draft?.id === id) return;
    const controller = new AbortController();
    setError(null);
    getDraft(id, controller.signal).then(
      (d) => !controller.signal.aborted && setDraft(d),
      (err: unknown) => !controller.signal.aborted && setError(loadErrorMessage(err)),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt]);

  const open = useCallback((d: { id: string } & Partial<Draft>) => {
    if ('claims' in d && d.claims !== undefined) setDraft(d as Draft);
    setParams({ draft: d.id });
  }, [setParams]);
  const back = useCallback(() => {
    setDraft(null);
    setParams({});
  }, [setParams]);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h2">
        {heading}
      </Typography>
      {!id && <DraftList onOpen={open} />}
      {id && error && (
        <Alert severity="error" action={<><Button onClick={() => setAttempt((a) => a + 1)}>Retry</Button><Button onClick={back}>All drafts</Button></>}>
          {error}
        </Alert>
      )}
      {id && !error && !draft && <Typography color="text.secondary">Opening the draft…</Typography>}
      {id && draft && draft.id === id && <DraftEditor key={draft.id} initial={draft} onBack={back} />}
    </Stack>
  );
}
