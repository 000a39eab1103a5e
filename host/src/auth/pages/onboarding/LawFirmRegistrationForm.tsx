import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { checkRegistrationNumber, fileRegistration } from '@iprism/shared/api/registrations';
import { CreateRegistrationSchema, type CreateRegistration, type Registration } from '@iprism/shared/contracts/back-office';
import { FormAlert } from '../common/FormAlert';
import { fieldErrorsFrom, formErrorMessage, type FieldErrors } from '../common/form-errors';

const PLANS = [
  { value: 'PilotLawFirmStandard', label: 'Law Firm Standard' },
  { value: 'PilotLawFirmPro', label: 'Law Firm Pro' },
] as const;
type Plan = (typeof PLANS)[number]['value'];

/** What the number field says under itself: the server's format answer, or the hint before one. */
type NumberCheck = { state: 'idle' } | { state: 'checking' } | { state: 'valid'; normalized: string } | { state: 'invalid'; message: string };

const HINT = 'Five or six digits, as on your USPTO registration (letters and spaces are removed).';

/**
 * The law-firm sign-up: firm, the practitioner's USPTO registration number (checked by the server as it
 * is left, so the number filed is the normalised one) and last name for the roster check, and the plan.
 * Filing it puts the registration in the staff queue; the licence starts when staff approve it.
 */
export function LawFirmRegistrationForm({ onFiled }: { onFiled: (registration: Registration) => void }) {
  const [values, setValues] = useState({ organizationName: '', registrationNumber: '', lastName: '', licenseType: 'PilotLawFirmStandard' as Plan, seats: '1' });
  const [check, setCheck] = useState<NumberCheck>({ state: 'idle' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const filing = useMutation({ mutationFn: (registration: CreateRegistration) => fileRegistration(registration), onSuccess: (registration) => onFiled(registration) });
  // Still sending while the page moves on.
  const busy = filing.isPending || filing.isSuccess;
  const error = filing.error ? formErrorMessage(filing.error) : null;

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  /** The server's format rules, so the browser never disagrees with what POST /api/registrations accepts. */
  const checkNumber = async (value: string): Promise<NumberCheck> => {
    if (!value.trim()) return { state: 'idle' };
    setCheck({ state: 'checking' });
    try {
      const answer = await checkRegistrationNumber(value);
      const next: NumberCheck = answer.valid ? { state: 'valid', normalized: answer.normalized } : { state: 'invalid', message: answer.message ?? HINT };
      setCheck(next);
      return next;
    } catch {
      // The format call failed (offline): the filing call checks the number again.
      setCheck({ state: 'idle' });
      return { state: 'idle' };
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    filing.reset();
    const parsed = CreateRegistrationSchema.safeParse({ ...values, seats: Number(values.seats) });
    const errors = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues);
    const number = await checkNumber(values.registrationNumber);
    if (!values.registrationNumber.trim()) errors.registrationNumber = 'Enter your USPTO registration number.';
    else if (number.state === 'invalid') errors.registrationNumber = number.message;
    setFieldErrors(errors);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    filing.mutate({ ...parsed.data, registrationNumber: number.state === 'valid' ? number.normalized : parsed.data.registrationNumber });
  };

  const numberHelp =
    fieldErrors.registrationNumber ??
    (check.state === 'invalid' ? check.message : check.state === 'valid' ? `Registration number ${check.normalized}.` : check.state === 'checking' ? 'Checking…' : HINT);
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Register a law firm">
      {error && <FormAlert>{error}</FormAlert>}
      <TextField
        label="Law firm name"
        name="organizationName"
        autoComplete="organization"
        fullWidth
        required
        margin="normal"
        value={values.organizationName}
        onChange={set('organizationName')}
        error={Boolean(fieldErrors.organizationName)}
        helperText={fieldErrors.organizationName}
      />
      <TextField
        label="USPTO registration number"
        name="registrationNumber"
        fullWidth
        required
        margin="normal"
        value={values.registrationNumber}
        onChange={(e) => {
          set('registrationNumber')(e);
          setCheck({ state: 'idle' });
        }}
        onBlur={() => void checkNumber(values.registrationNumber)}
        error={Boolean(fieldErrors.registrationNumber) || check.state === 'invalid'}
        helperText={numberHelp}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 64 } }}
      />
      <TextField
        label="Your last name, as on the USPTO roster"
        name="lastName"
        autoComplete="family-name"
        fullWidth
        required
        margin="normal"
        value={values.lastName}
        onChange={set('lastName')}
        error={Boolean(fieldErrors.lastName)}
        helperText={fieldErrors.lastName}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <TextField select label="Plan" name="licenseType" margin="normal" sx={{ flex: 2 }} value={values.licenseType} onChange={set('licenseType')}>
          {PLANS.map((p) => (
            <MenuItem key={p.value} value={p.value}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Seats"
          name="seats"
          type="number"
          margin="normal"
          sx={{ flex: 1 }}
          value={values.seats}
          onChange={set('seats')}
          error={Boolean(fieldErrors.seats)}
          helperText={fieldErrors.seats}
          slotProps={{ htmlInput: { min: 1, max: 500 } }}
        />
      </Box>
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
        {busy ? 'Sending…' : 'Send for review'}
      </Button>
    </Box>
  );
}
