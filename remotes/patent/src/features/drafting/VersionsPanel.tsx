import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { diffDraftVersions, downloadDraftDiff, saveDraftVersion } from '@iprism/shared/api/drafting';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { draftQueries } from '@iprism/shared/api/workspace-queries';
import type { DraftDiffResponse, DraftVersionList } from '@iprism/shared/contracts/drafting';
import { useToast } from '@iprism/shared/shell';
import { fieldErrorMessage } from '../account/api-errors';
import { ClaimDiffView } from './ClaimDiffView';

type Version = DraftVersionList['versions'][number];
const WORKING = 'working';

/** Labelled versions of a draft: save one, then compare any two (or one with the working copy). */
export function VersionsPanel({ draftId, beforeSave }: { draftId: string; beforeSave: () => Promise<void> }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const versionsQuery = useQuery(draftQueries.versions(draftId));
  const versions = versionsQuery.data;
  const [label, setLabel] = useState('');
  const [labelError, setLabelError] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState(WORKING);
  const [diff, setDiff] = useState<DraftDiffResponse | null>(null);
  const [diffError, setDiffError] = useState<string | null>(null);

  // A new version changes this draft's versions and the count the list of drafts shows.
  const saveVersion = useMutation({
    mutationFn: async (versionLabel: string) => {
      await beforeSave();
      return saveDraftVersion(draftId, versionLabel);
    },
    onMutate: () => setLabelError(null),
    onSuccess: async (version) => {
      setLabel('');
      void queryClient.invalidateQueries({ queryKey: draftQueries.list().queryKey });
      await queryClient.invalidateQueries({ queryKey: draftQueries.versions(draftId).queryKey });
      const list = queryClient.getQueryData<Version[]>(draftQueries.versions(draftId).queryKey);
      toast.success(`Version “${version.label}” saved.`);
      if (list && list.length >= 2) {
        setFrom(list[list.length - 2]!.id);
        setTo(list[list.length - 1]!.id);
      } else setFrom(version.id);
    },
    onError: (err) => setLabelError(fieldErrorMessage(err, 'label') ?? apiErrorText(err)),
  });

  const compare = async () => {
    setDiffError(null);
    try {
      setDiff(await diffDraftVersions(draftId, from, to));
    } catch (err) {
      setDiffError(apiErrorText(err));
    }
  };

  const exportDiff = async () => {
    try {
      const file = await downloadDraftDiff(draftId, from, to);
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(`The diff export failed: ${apiErrorText(err)}`);
    }
  };

  const options = [...(versions ?? []).map((v) => ({ id: v.id, text: `${v.label} · ${new Date(v.createdAt).toLocaleString()}` })), { id: WORKING, text: 'Working copy' }];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField size="small" label="Version label" value={label} onChange={(e) => setLabel(e.target.value)} error={labelError !== null} helperText={labelError ?? 'e.g. “Sent to client”'} slotProps={{ htmlInput: { 'data-testid': 'version-label', maxLength: 120 } }} sx={{ flex: 1 }} />
        <Button variant="contained" onClick={() => saveVersion.mutate(label)} disabled={saveVersion.isPending} data-testid="save-version">
          Save version
        </Button>
      </Stack>
      {versionsQuery.isError && (
        <Alert severity="error" action={<Button onClick={() => void versionsQuery.refetch()}>Retry</Button>}>
          {apiErrorText(versionsQuery.error)}
        </Alert>
      )}
      {versions && versions.length === 0 && <Typography color="text.secondary">No versions yet. Save one to compare later.</Typography>}
      {versions && versions.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField select size="small" label="From" value={from} onChange={(e) => setFrom(e.target.value)} sx={{ minWidth: 200, flex: 1 }} slotProps={{ htmlInput: { 'data-testid': 'diff-from' } }}>
            {options.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.text}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="To" value={to} onChange={(e) => setTo(e.target.value)} sx={{ minWidth: 200, flex: 1 }} slotProps={{ htmlInput: { 'data-testid': 'diff-to' } }}>
            {options.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.text}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={() => void compare()} disabled={!from || !to} data-testid="compare-versions">
            Compare
          </Button>
          <Button onClick={() => void exportDiff()} disabled={!from || !to}>
            Export DOCX
          </Button>
        </Stack>
      )}
      {diffError && <Alert severity="error">{diffError}</Alert>}
      {diff && <ClaimDiffView diff={diff.diff} />}
    </Stack>
  );
}
