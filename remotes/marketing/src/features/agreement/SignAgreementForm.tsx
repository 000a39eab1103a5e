import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { agreeToAgreement } from '@iprism/shared/api/agreements';
import { apiErrorText } from '@iprism/shared/api/api-error';
import type { AgreementReceipt } from '@iprism/shared/contracts/agreements';
import { signerNameError } from './agreement';

/** The recipient types their full name and ticks consent; the server records time, address and the text's hash. */
export function SignAgreementForm({ token, recipientName, onAgreed }: { token: string; recipientName?: string; onAgreed: (r: AgreementReceipt) => void }) {
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [consentError, setConsentError] = useState(false);
  const agree = useMutation({ mutationFn: () => agreeToAgreement(token, name), onSuccess: onAgreed });
  const failure = agree.error && apiErrorText(agree.error);
  const busy = agree.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const err = signerNameError(name);
    setNameError(err);
    setConsentError(!consent);
    if (err || !consent) return;
    agree.mutate();
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sign-heading" sx={{ mt: 5, p: { xs: 2, sm: 3 } }}>
      <Typography id="sign-heading" variant="h6" component="h2" gutterBottom>
        Agree electronically
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Type your full name{recipientName ? ` (${recipientName})` : ''} and confirm. We record the time, your IP address and browser, and a fingerprint (SHA-256) of the exact text above; both sides receive a certificate by e-mail.
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={(e) => void submit(e)} aria-label="Agree to this agreement">
        <TextField
          label="Full name"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(null);
          }}
          error={Boolean(nameError)}
          helperText={nameError ?? ' '}
          autoComplete="name"
          required
          slotProps={{ htmlInput: { 'data-testid': 'signer-name', maxLength: 120 } }}
        />
        <div>
          <FormControlLabel
            control={<Checkbox checked={consent} onChange={(e) => { setConsent(e.target.checked); setConsentError(false); }} slotProps={{ input: { 'aria-describedby': consentError ? 'consent-error' : undefined } }} data-testid="signer-consent" />}
            label="I have read this agreement and agree to it. I consent to signing electronically."
          />
          {consentError && (
            <FormHelperText id="consent-error" error>
              Please tick the box to confirm your consent.
            </FormHelperText>
          )}
        </div>
        {failure && <Alert severity="error">{failure}</Alert>}
        <div>
          <Button type="submit" variant="contained" disabled={busy} data-testid="agree-submit">
            {busy ? 'Recording…' : 'I agree'}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
