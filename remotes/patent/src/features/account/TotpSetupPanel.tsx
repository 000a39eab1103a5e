import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enableTotp } from '@iprism/shared/api/totp';
import { TotpEnableRequestSchema, type TotpSetupResponse } from '@iprism/shared/contracts/auth';
import { fieldErrorMessage, formErrorMessage } from './api-errors';
import { CopyButton } from './CopyButton';
import { groupSecret } from './secret-format';

export interface TotpSetupPanelProps {
  setup: TotpSetupResponse;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/**
 * Step two of turning the second factor on: add the secret to an authenticator app, then prove it with
 * a code. No QR code: no QR library is installed, so the otpauth link (opens the app on phones) and the
 * secret in groups of four (typed by hand) do the job.
 */
export function TotpSetupPanel({ setup, onEnabled, onCancel }: TotpSetupPanelProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enabling = useMutation({
    mutationFn: (confirmed: string) => enableTotp(confirmed),
    onSuccess: onEnabled,
    onError: (err) => setError(fieldErrorMessage(err, 'code') ?? formErrorMessage(err)),
  });
  const busy = enabling.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TotpEnableRequestSchema.safeParse({ code });
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter the 6-digit code from your app.'));
    if (parsed.success) enabling.mutate(parsed.data.code);
  };

  return (
    <Stack spacing={2} data-testid="totp-setup">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        1. Add iPrism to your authenticator app
      </Typography>
      <Typography variant="body2">
        On this device, <Link href={setup.otpauthUrl} data-testid="otpauth-link">open the set-up link in your authenticator app</Link>, or
        enter this key by hand:
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          component="code"
          aria-label="Set-up key"
          data-testid="totp-secret"
          data-secret={setup.secret}
          sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: '0.05em', p: 1, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
        >
          {groupSecret(setup.secret)}
        </Box>
        <CopyButton text={setup.secret} label="Copy key" copiedMessage="Set-up key copied." />
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        2. Enter the code your app shows
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label="Confirm authenticator code">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="6-digit code"
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, 'data-testid': 'totp-code' } }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: { sm: 1 } }}>
            <Button type="submit" variant="contained" disabled={busy} data-testid="totp-enable">
              {busy ? 'Checking…' : 'Turn on'}
            </Button>
            <Button onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      </Box>
      <Alert severity="info">The key stays unused until a code from your app confirms it.</Alert>
    </Stack>
  );
}
