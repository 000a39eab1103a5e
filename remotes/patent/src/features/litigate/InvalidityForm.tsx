import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { startInvaliditySearch } from '@iprism/shared/api';
import { fieldErrorMessage, formErrorMessage } from '../account/api-errors';
import { parseClaimNumbers } from './claim-numbers';

type Field = 'number' | 'claims' | 'priorityDate' | 'priorityDateReason';

/** Starts an invalidity search on a corpus patent: its number, the claims (independent by default), and the priority date when the attorney moves it. */
export function InvalidityForm({ onStarted }: { onStarted: (id: string) => void }) {
  const [number, setNumber] = useState('');
  const [claims, setClaims] = useState('');
  const [priorityDate, setPriorityDate] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!number.trim()) found.number = 'Enter the number of the patent to invalidate.';
    const claimNumbers = parseClaimNumbers(claims);
    if (claimNumbers === null) found.claims = 'Claim numbers like 1, 5-7, or leave empty for the independent claims.';
    if (priorityDate && !reason.trim()) found.priorityDateReason = 'Say why the priority date differs from the patent’s.';
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const id = await startInvaliditySearch({
        number: number.trim(),
        ...(claimNumbers ? { claims: claimNumbers } : {}),
        ...(priorityDate ? { priorityDate, priorityDateReason: reason.trim() } : {}),
      });
      onStarted(id);
    } catch (err) {
      const fields: Partial<Record<Field, string>> = {};
      for (const f of ['number', 'claims', 'priorityDate'] as const) {
        const m = fieldErrorMessage(err, f);
        if (m) fields[f] = m;
      }
      setErrors(fields);
      setFormError(Object.keys(fields).length ? null : formErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate aria-label="Start an invalidity search" data-testid="invalidity-form">
      {formError && <Alert severity="error">{formError}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
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
          helperText={errors.priorityDate ?? 'Empty: the patent’s own priority date'}
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
