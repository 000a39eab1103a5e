import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LICENSE_TYPES } from '@iprism/shared/contracts/product';
import type { AdminLicenseChange } from '@iprism/shared/contracts/back-office';
import { endOfDayIso } from './format';

interface LicenseFormProps {
  /** The current type and seats, as the form starts. */
  initialType: string | null;
  initialSeats?: number;
  withSeats: boolean;
  busy: boolean;
  onSubmit: (change: AdminLicenseChange) => void;
  testId: string;
}

/** Grants or changes a licence: type, an optional end date (the end of that day, UTC) and, for organisations, seats. */
export function LicenseForm({ initialType, initialSeats = 1, withSeats, busy, onSubmit, testId }: LicenseFormProps) {
  const [type, setType] = useState(initialType && (LICENSE_TYPES as readonly string[]).includes(initialType) ? initialType : 'PilotLawFirmStandard');
  const [endsAt, setEndsAt] = useState('');
  const [seats, setSeats] = useState(String(initialSeats));
  const seatsValue = Number(seats);
  const seatsError = withSeats && (!Number.isInteger(seatsValue) || seatsValue < 1) ? 'Enter a whole number of seats, at least 1.' : null;
  const today = new Date().toISOString().slice(0, 10);
  const dateError = endsAt && endsAt <= today ? 'Choose a day after today.' : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (seatsError || dateError) return;
    onSubmit({ type: type as AdminLicenseChange['type'], endsAt: endsAt ? endOfDayIso(endsAt) : null, ...(withSeats ? { seats: seatsValue } : {}) });
  };
  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }} data-testid={testId} noValidate>
      <TextField select size="small" label="Licence type" value={type} onChange={(e) => setType(e.target.value)} sx={{ minWidth: 220 }}>
        {LICENSE_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" type="date" label="Ends on (optional)" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} error={Boolean(dateError)} helperText={dateError ?? 'Empty: no end date'} slotProps={{ inputLabel: { shrink: true } }} />
      {withSeats && <TextField size="small" type="number" label="Seats" value={seats} onChange={(e) => setSeats(e.target.value)} error={Boolean(seatsError)} helperText={seatsError ?? ' '} sx={{ width: 110 }} slotProps={{ htmlInput: { min: 1 } }} />}
      <Button type="submit" variant="contained" disabled={busy}>
        Save licence
      </Button>
    </Stack>
  );
}
