import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { diffDraftVersions, downloadDraftDiff, listDraftVersions, saveDraftVersion, saveBlob } from '@iprism/shared/api';
import type { DraftDiffResponse, DraftVersionList } from '@iprism/shared/contracts';
import { useToast } from '@iprism/shared/shell';
import { fieldErrorMessage, loadErrorMessage } from '../account/api-errors';
import { ClaimDiffView } from './ClaimDiffView';

type Version = DraftVersionList['versions'][number];
const WORKING = 'working';

/** Labelled versions of a draft: save one, then compare any two (or one with the working copy). */
export function VersionsPanel({ draftId, beforeSave }: { draftId: string; beforeSave: () => Promise<void> }) {
  const toast = useToast();
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const [labelError, setLabelError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState(WORKING);
  const [diff, setDiff] = useState<DraftDiffResponse | null>(null);
  const [diffError, setDiffError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const list = await listDraftVersions(draftId);
      setVersions(list);
      setError(null);
      return list;
    } catch (err) {
      setError(loadErrorMessage(err));
      return null;
    }
  }, [draftId]);
  useEffect(() => void load(), [load]);

  const save = async () => {
    setSaving(true);
    setLabelError(null);
    try {
      await beforeSave();
      const version = await saveDraftVersion(draftId, label);
      setLabel('');
      const list = await load();
      toast.success(`Version “${version.label}” saved.`);
      if (list && list.length >= 2) {
        setFrom(list[list.length - 2]!.id);
        setTo(list[list.length - 1]!.id);
      } else setFrom(version.id);
    } catch (err) {
      setLabelError(fieldErrorMessage(err, 'label') ?? loadErrorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  const compare = async () => {
    setDiffError(null);
    try {
      setDiff(await diffDraftVersions(draftId, from, to));
    } catch (err) {
      setDiffError(loadErrorMessage(err));
    }
  };

  const exportDiff = async () => {
    try {
      const file = await downloadDraftDiff(draftId, from, to);
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(`The diff export failed: ${loadErrorMessage(err)}`);
    }
  };

  const options = [...(versions ?? []).map((v) => ({ id: v.id, text: `${v.label} · ${new Date(v.createdAt).toLocaleString()}` })), { id: WORKING, text: 'Working copy' }];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField size="small" label="Version label" value={label} onChange={(e) => setLabel(e.target.value)} error={labelError !== null} helperText={labelError ?? 'e.g. “Sent to client”'} slotProps={{ htmlInput: { 'data-testid': 'version-label', maxLength: 120 } }} sx={{ flex: 1 }} />
        <Button variant="contained" onClick={() => void save()} disabled={saving} data-testid="save-version">
          Save version
        </Button>
      </Stack>
      {error && <Alert severity="error" action={<Button onClick={() => void load()}>Retry</Button>}>{error}</Alert>}
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
