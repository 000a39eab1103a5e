import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import type { AuthActions } from '../built-in/auth-actions';
import { useBuiltInAuth } from '../built-in/BuiltInIdentityProvider';
import { DEFAULT_AFTER_SIGN_IN, safeRedirectPath } from '../redirect-url';
import { AuthCard } from './common/AuthCard';
import { FormAlert } from './common/FormAlert';
import { formErrorMessage } from './common/form-errors';

interface FactorTwoState {
  attemptToken?: string;
  redirectUrl?: string;
}

/** A 6-digit authenticator code, or a recovery code (xxxxx-xxxxx); returns the error or null. */
export function validateSecondFactorCode(code: string, recovery: boolean): string | null {
  const value = code.trim();
  if (recovery) return /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(value) ? null : 'Enter one of your recovery codes, like abcde-12345.';
  return /^\d{6}$/.test(value) ? null : 'Enter the 6-digit code from your authenticator app.';
}

/** /sign-in/factor-two: the second step when the account has an authenticator. */
export function FactorTwoPage() {
  const actions = useBuiltInAuth();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as FactorTwoState;
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  // Signing in changes the identity, and QueryCacheReset empties the cache for the new one.
  const verify = useMutation({
    mutationFn: ({ auth, attemptToken, code }: { auth: AuthActions; attemptToken: string; code: string }) => auth.signInFactorTwo(attemptToken, code),
    onSuccess: () => navigate(safeRedirectPath(state.redirectUrl, window.location.origin, DEFAULT_AFTER_SIGN_IN), { replace: true }),
  });
  // Still verifying while the app moves on.
  const busy = verify.isPending || verify.isSuccess;
  const error = verify.error ? formErrorMessage(verify.error) : null;

  if (!state.attemptToken) {
    return (
      <AuthCard title="Two-step verification">
        <FormAlert severity="info">Your sign-in attempt has expired. Please sign in again.</FormAlert>
        <Button component={RouterLink} to="/sign-in" variant="contained" fullWidth>
          Back to sign in
        </Button>
      </AuthCard>
    );
  }
  const attemptToken = state.attemptToken;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.reset();
    const invalid = validateSecondFactorCode(code, recovery);
    setFieldError(invalid);
    if (invalid || !actions) return;
    verify.mutate({ auth: actions, attemptToken, code: code.trim() });
  };

  const toggle = () => {
    setRecovery((r) => !r);
    setCode('');
    setFieldError(null);
  };

  return (
    <AuthCard
      title="Two-step verification"
      subtitle={recovery ? 'Enter one of the recovery codes you saved when you set up two-step verification.' : 'Enter the 6-digit code from your authenticator app.'}
      footer={
        <Link component={RouterLink} to="/sign-in">
          Use a different account
        </Link>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="Verification code">
        {error && <FormAlert>{error}</FormAlert>}
        <TextField
          label={recovery ? 'Recovery code' : 'Authentication code'}
          name="code"
          autoComplete="one-time-code"
          fullWidth
          required
          autoFocus
          margin="normal"
          value={code}
          onChange={(e) => setCode(recovery ? e.target.value : e.target.value.replace(/\D/g, '').slice(0, 6))}
          error={Boolean(fieldError)}
          helperText={fieldError}
          slotProps={{ htmlInput: recovery ? { spellCheck: false } : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {busy ? 'Verifying…' : 'Verify'}
        </Button>
        <Button onClick={toggle} fullWidth sx={{ mt: 1 }}>
          {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </Button>
      </Box>
    </AuthCard>
  );
}
