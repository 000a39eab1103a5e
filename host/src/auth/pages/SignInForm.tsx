import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { ERROR_CODES } from '@iprism/shared/contracts/errors';
import { SignInRequestSchema } from '@iprism/shared/contracts/auth';
import { Spinner } from '@iprism/shared/ui';
import { FormAlert } from './common/FormAlert';
import { PasswordField } from './common/PasswordField';
import { errorCode, fieldErrorsFrom, formErrorMessage, retryAfterSeconds, retryAt, type FieldErrors } from './common/form-errors';
import { formatWait, useCountdown } from './common/use-countdown';

/** The alert states the wait once; the button counts it down, so screen readers are not told every second. */
function failureMessage(err: unknown): string {
  const seconds = retryAfterSeconds(err);
  return seconds > 0 ? `${formErrorMessage(err)} You can try again in ${formatWait(seconds)}.` : formErrorMessage(err);
}

export interface SignInFormProps {
  /** Resolves when signed in (or sent on to the second factor); rejects with the server's ApiError. */
  onSubmit(email: string, password: string): Promise<void>;
  /** Offered when the server says the address is not verified yet. */
  onResendVerification?(email: string): void;
}

/** E-mail and password, checked with the shared contract before anything is sent. */
export function SignInForm({ onSubmit, onResendVerification }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const wait = useCountdown(waitUntil);
  const signIn = useMutation({
    mutationFn: (credentials: { email: string; password: string }) => onSubmit(credentials.email, credentials.password),
    onError: (err) => setWaitUntil(retryAt(err)),
  });
  // Still signing in while the app moves on.
  const busy = signIn.isPending || signIn.isSuccess;
  const error = signIn.error ? { message: failureMessage(signIn.error), code: errorCode(signIn.error) } : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.reset();
    const parsed = SignInRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    signIn.mutate(parsed.data);
  };

  const unverified = error?.code === ERROR_CODES.EMAIL_NOT_VERIFIED && onResendVerification;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Sign in" data-testid="sign-in-form">
      {error && (
        <FormAlert
          action={
            unverified ? (
              <Button color="inherit" size="small" onClick={() => onResendVerification(email.trim())}>
                Resend email
              </Button>
            ) : undefined
          }
        >
          {error.message}
        </FormAlert>
      )}
      <TextField
        label="Email address"
        type="email"
        name="email"
        autoComplete="email"
        fullWidth
        required
        autoFocus
        margin="normal"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(fieldErrors.email)}
        helperText={fieldErrors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        fullWidth
        required
        margin="normal"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5, mb: 2 }}>
        <Link component={RouterLink} to="/sign-in/forgot-password" variant="body2">
          Forgot password?
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy || wait > 0} startIcon={busy ? <Spinner size={4} color="inherit" label="Signing in" /> : undefined}>
        {busy ? 'Signing in…' : wait > 0 ? `Try again in ${formatWait(wait)}` : 'Sign in'}
      </Button>
    </Box>
  );
}
