import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { disableTotp } from '@iprism/shared/api/totp';
import { PASSWORD_MAX_LENGTH } from '@iprism/shared/contracts/auth';
import { fieldErrorMessage, formErrorMessage } from './api-errors';

export interface TotpDisableFormProps {
  onDisabled: () => void;
  onCancel: () => void;
}

/** Turning the second factor off asks for the password: a borrowed unlocked laptop must not be enough. */
export function TotpDisableForm({ onDisabled, onCancel }: TotpDisableFormProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const disabling = useMutation({
    mutationFn: (current: string) => disableTotp(current),
    onSuccess: onDisabled,
    onError: (err) => setError(fieldErrorMessage(err, 'password') ?? formErrorMessage(err)),
  });
  const busy = disabling.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(password ? null : 'Please enter your password.');
    if (password) disabling.mutate(password);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Turn off two-factor authentication" data-testid="totp-disable-form">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH, 'data-testid': 'totp-disable-password' } }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: { sm: 1 } }}>
          <Button type="submit" variant="contained" color="error" disabled={busy} data-testid="totp-disable-confirm">
            {busy ? 'Turning off…' : 'Turn off'}
          </Button>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
