import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { computePatentTerm } from '@iprism/shared/api/acquisitions';
import { PATENT_KINDS, type PatentKind, type PatentTermRequest } from '@iprism/shared/contracts/acquisitions';
import { fieldErrorMessage, formErrorMessage } from '../account/api-errors';
import { FeeTable } from './FeeTable';

const FIELDS = ['filingDate', 'grantDate', 'earliestNonProvisionalFilingDate', 'terminalDisclaimerDate'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  filingDate: 'Filing date',
  grantDate: 'Grant date',
  earliestNonProvisionalFilingDate: 'Earliest non-provisional filing date',
  terminalDisclaimerDate: 'Terminal disclaimer date',
};

/** The term calculator: expiry with the rule that gives it, and the maintenance fee schedule. */
export function TermCalculator() {
  const [kind, setKind] = useState<PatentKind>('utility');
  const [dates, setDates] = useState<Record<(typeof FIELDS)[number], string>>({ filingDate: '', grantDate: '', earliestNonProvisionalFilingDate: '', terminalDisclaimerDate: '' });
  const [pta, setPta] = useState('');
  const [pte, setPte] = useState('');
  const computing = useMutation({ mutationFn: (request: PatentTermRequest) => computePatentTerm(request) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const request: PatentTermRequest = { kind, filingDate: dates.filingDate, grantDate: dates.grantDate };
    if (dates.earliestNonProvisionalFilingDate) request.earliestNonProvisionalFilingDate = dates.earliestNonProvisionalFilingDate;
    if (dates.terminalDisclaimerDate) request.terminalDisclaimerDate = dates.terminalDisclaimerDate;
    if (pta.trim()) request.ptaDays = Number(pta);
    if (pte.trim()) request.pteDays = Number(pte);
    computing.mutate(request);
  };

  const result = computing.data ?? null;
  const error = computing.error;
  const busy = computing.isPending;
  const formError = error ? formErrorMessage(error) : null;
  const fieldError = (field: string): string | null => (error ? fieldErrorMessage(error, field) : null);
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Patent term calculator">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField select label="Kind" value={kind} onChange={(e) => setKind(e.target.value as PatentKind)} sx={{ minWidth: 140 }} slotProps={{ htmlInput: { 'data-testid': 'term-kind' } }}>
          {PATENT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {k}
            </MenuItem>
          ))}
        </TextField>
        {FIELDS.map((f) => (
          <TextField
            key={f}
            type="date"
            label={LABELS[f]}
            required={f === 'filingDate' || f === 'grantDate'}
            value={dates[f]}
            onChange={(e) => setDates((d) => ({ ...d, [f]: e.target.value }))}
            error={fieldError(f) !== null}
            helperText={fieldError(f) || ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `term-${f}` } }}
          />
        ))}
        {kind !== 'design' && (
          <>
            <TextField label="PTA days" type="number" value={pta} onChange={(e) => setPta(e.target.value)} error={fieldError('ptaDays') !== null} helperText={fieldError('ptaDays') || ' '} sx={{ width: 130 }} />
            <TextField label="PTE days" type="number" value={pte} onChange={(e) => setPte(e.target.value)} error={fieldError('pteDays') !== null} helperText={fieldError('pteDays') || ' '} sx={{ width: 130 }} />
          </>
        )}
      </Stack>
      <div>
        <Button type="submit" variant="contained" disabled={busy || !dates.filingDate || !dates.grantDate}>
          {busy ? 'Computing…' : 'Compute term'}
        </Button>
      </div>
      {formError && <Alert severity="error">{formError}</Alert>}
      {result && (
        <Stack spacing={1} data-testid="term-result" aria-live="polite">
          <Typography variant="h6" component="p">
            Expires {result.expiresAt}
          </Typography>
          <Typography variant="body2">{result.basis}</Typography>
          {result.maintenanceFees.length > 0 ? <FeeTable fees={result.maintenanceFees} notices={result.notices} /> : <Typography variant="body2" color="text.secondary">No maintenance fees are due for this patent.</Typography>}
        </Stack>
      )}
    </Stack>
  );
}
