import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { getReport } from '@iprism/shared/api/applications';
import { useAnalysedApplications } from '../applications/use-analysed-applications';
import { applicationText, type ApplicationPart } from './application-text';

/** Loads the claims, abstract or description of one of the caller's analysed applications into the text to translate. */
export function ApplicationTextPicker({ onText, onError }: { onText: (text: string) => void; onError: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const applications = useAnalysedApplications(open);
  const [applicationId, setApplicationId] = useState('');
  const [part, setPart] = useState<ApplicationPart>('claims');
  const loading = useMutation({
    mutationFn: (chosen: { applicationId: string; part: ApplicationPart }) => getReport(chosen.applicationId),
    onSuccess: (report, chosen) => onText(applicationText(report, chosen.part)),
    onError: (err) => onError(apiErrorText(err)),
  });
  const busy = loading.isPending;
  if (!open) {
    return (
      <div>
        <Button size="small" onClick={() => setOpen(true)} data-testid="translate-from-application">
          Take the text from an application
        </Button>
      </div>
    );
  }
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
      <Button variant="outlined" disabled={!applicationId || busy} onClick={() => loading.mutate({ applicationId, part })}>
        {busy ? 'Loading…' : 'Load'}
      </Button>
    </Stack>
  );
}
