import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getReport } from '@iprism/shared/api';
import { loadErrorMessage } from '../account/api-errors';
import { useAnalysedApplications } from '../applications/use-analysed-applications';
import { applicationText, type ApplicationPart } from './application-text';

/** Loads the claims, abstract or description of one of the caller's analysed applications into the text to translate. */
export function ApplicationTextPicker({ onText, onError }: { onText: (text: string) => void; onError: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const applications = useAnalysedApplications(open);
  const [applicationId, setApplicationId] = useState('');
  const [part, setPart] = useState<ApplicationPart>('claims');
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <div>
        <Button size="small" onClick={() => setOpen(true)} data-testid="translate-from-application">
          Take the text from an application
        </Button>
      </div>
    );
  }
  const load = async () => {
    setBusy(true);
    try {
      onText(applicationText(await getReport(applicationId), part));
    } catch (err) {
      onError(loadErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <TextField
        select
        size="small"
        label="Application"
        value={applicationId}
        onChange={(e) => setApplicationId(e.target.value)}
        helperText={applications.error ?? (applications.items.length ? undefined : 'No analysed application yet')}
        error={!!applications.error}
        sx={{ minWidth: 260 }}
      >
        {applications.items.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Part" value={part} onChange={(e) => setPart(e.target.value as ApplicationPart)} sx={{ minWidth: 160 }}>
        <MenuItem value="claims">Claims</MenuItem>
        <MenuItem value="abstract">Abstract</MenuItem>
        <MenuItem value="description">Description</MenuItem>
      </TextField>
      <Button variant="outlined" disabled={!applicationId || busy} onClick={() => void load()}>
        {busy ? 'Loading…' : 'Load'}
      </Button>
    </Stack>
  );
}
