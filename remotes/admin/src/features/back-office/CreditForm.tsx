import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** Adds (positive) or removes (negative) credits with the reason written to the ledger and the audit log. */
export function CreditForm({ busy, onSubmit, testId }: { busy: boolean; onSubmit: (amount: number, reason: string) => Promise<boolean>; testId: string }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const value = Number(amount);
  const amountError = !Number.isInteger(value) || value === 0 ? 'Enter a whole number other than 0 (negative removes credits).' : null;
  const reasonError = reason.trim().length < 3 ? 'Say why (at least 3 characters).' : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (amountError || reasonError) return;
    if (await onSubmit(value, reason.trim())) {
      setAmount('');
      setReason('');
      setTouched(false);
    }
  };
  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }} data-testid={testId} noValidate>
      <TextField size="small" type="number" label="Credits (+/−)" value={amount} onChange={(e) => setAmount(e.target.value)} error={touched && Boolean(amountError)} helperText={touched && amountError ? amountError : ' '} sx={{ width: { sm: 150 } }} />
      <TextField size="small" label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} error={touched && Boolean(reasonError)} helperText={touched && reasonError ? reasonError : ' '} sx={{ flex: 1 }} />
      <Button type="submit" variant="outlined" disabled={busy}>
        Adjust credits
      </Button>
    </Stack>
  );
}
