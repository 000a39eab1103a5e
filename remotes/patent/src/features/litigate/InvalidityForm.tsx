import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { startInvaliditySearch } from '@iprism/shared/api/litigation';
import type { InvalidityRequest } from '@iprism/shared/contracts/litigation';
import { useAnalysedApplications } from '../applications/use-analysed-applications';
import { fieldErrorMessage, formErrorMessage } from '../account/api-errors';
import { parseClaimNumbers } from './claim-numbers';

type Field = 'number' | 'applicationId' | 'claims' | 'priorityDate' | 'priorityDateReason';
type Source = 'patent' | 'application';

/**
 * Starts an invalidity search on a corpus patent (by number) or an uploaded application: the claims
 * (independent by default), and the priority date when the attorney moves it.
 */
export function InvalidityForm({ onStarted }: { onStarted: (id: string) => void }) {
  const [source, setSource] = useState<Source>('patent');
  const applications = useAnalysedApplications(source === 'application');
  const [applicationId, setApplicationId] = useState('');
  const [number, setNumber] = useState('');
  const [claims, setClaims] = useState('');
  const [priorityDate, setPriorityDate] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const starting = useMutation({
    mutationFn: (request: InvalidityRequest) => startInvaliditySearch(request),
    onSuccess: onStarted,
    onError: (err) => {
      const fields: Partial<Record<Field, string>> = {};
      for (const f of ['number', 'applicationId', 'claims', 'priorityDate'] as const) {
        const m = fieldErrorMessage(err, f);
        if (m) fields[f] = m;
      }
      setErrors(fields);
      setFormError(Object.keys(fields).length ? null : formErrorMessage(err));
    },
  });
  const busy = starting.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (source === 'patent' && !number.trim()) found.number = 'Enter the number of the patent to invalidate.';
    if (source === 'application' && !applicationId) found.applicationId = 'Choose one of your analysed applications.';
    const claimNumbers = parseClaimNumbers(claims);
    if (claimNumbers === null) found.claims = 'Claim numbers like 1, 5-7, or leave empty for the independent claims.';
    if (priorityDate && !reason.trim()) found.priorityDateReason = 'Say why the priority date differs from the patent’s.';
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    starting.mutate({
      ...(source === 'patent' ? { number: number.trim() } : { applicationId }),
      ...(claimNumbers ? { claims: claimNumbers } : {}),
      ...(priorityDate ? { priorityDate, priorityDateReason: reason.trim() } : {}),
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Start an invalidity search" data-testid="invalidity-form">
      {formError && <Alert severity="error">{formError}</Alert>}
      <ToggleButtonGroup exclusive size="small" value={source} onChange={(_e, value: Source | null) => value && setSource(value)} aria-label="Start from">
        <ToggleButton value="patent">A patent in the corpus</ToggleButton>
        <ToggleButton value="application" data-testid="invalidity-from-application">
          An uploaded application
        </ToggleButton>
      </ToggleButtonGroup>
      {source === 'application' && applications.error && <Alert severity="error">{applications.error}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {source === 'application' ? (
          <TextField
            select
            label="Application"
            value={applicationId}
            onChange={(e) => setApplicationId(e.target.value)}
            error={!!errors.applicationId}
            helperText={errors.applicationId ?? (applications.items.length ? 'Its earliest date claimed is the cut-off' : 'No analysed application yet: upload one under Applications')}
            required
            fullWidth
          >
            {applications.items.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.title}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            label="Patent number"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            error={!!errors.number}
            helperText={errors.number ?? 'A patent in the corpus, e.g. US 8,344,307 B2'}
            required
            fullWidth
            inputProps={{ 'data-testid': 'invalidity-number' }}
          />
        )}
        <TextField
          label="Claims"
          value={claims}
          onChange={(e) => setClaims(e.target.value)}
          error={!!errors.claims}
          helperText={errors.claims ?? 'Empty: every independent claim'}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Priority date"
          type="date"
          value={priorityDate}
          onChange={(e) => setPriorityDate(e.target.value)}
          error={!!errors.priorityDate}
          helperText={errors.priorityDate ?? 'Empty: the earliest date the patent or application claims'}
          InputLabelProps={{ shrink: true }}
          sx={{ minWidth: 220 }}
        />
        <TextField
          label="Reason for the date"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!errors.priorityDateReason}
          helperText={errors.priorityDateReason ?? 'Required when you set the date, e.g. “priority claim not supported”'}
          disabled={!priorityDate}
          fullWidth
        />
      </Stack>
      <div>
        <Button type="submit" variant="contained" disabled={busy} data-testid="invalidity-start">
          {busy ? 'Starting…' : 'Search for invalidating art'}
        </Button>
      </div>
    </Stack>
  );
}
