import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { EmailOnlyRequestSchema } from '@iprism/shared/contracts/auth';
import { Spinner } from '@iprism/shared/ui';
import type { AuthActions } from '../built-in/auth-actions';
import { useBuiltInAuth } from '../built-in/BuiltInIdentityProvider';
import { safeRedirectPath } from '../redirect-url';
import { AuthCard } from './common/AuthCard';
import { FormAlert } from './common/FormAlert';
import { fieldErrorsFrom, formErrorMessage } from './common/form-errors';

const AFTER_VERIFICATION = '/onboarding/welcome';

/**
 * /sign-up/verify?token=…[&redirect_url=…]: the link from the verification e-mail; signs the user in,
 * then goes on where they were heading when they signed up (e.g. /accept-invite), else starts onboarding.
 */
export function VerifyEmailPage() {
  const actions = useBuiltInAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The link carries redirect_url when the user signed up on the way somewhere (an invitation).
  const next = safeRedirectPath(params.get('redirect_url'), window.location.origin, AFTER_VERIFICATION);
  const verify = useMutation({
    mutationFn: ({ auth, link }: { auth: AuthActions; link: string }) => auth.verifyEmail(link),
    onSuccess: () => navigate(next, { replace: true }),
  });
  const { mutate } = verify;
  const started = useRef(false);

  useEffect(() => {
    // Once only: the token is single-use, and StrictMode runs effects twice in development.
    if (!token || !actions || started.current) return;
    started.current = true;
    mutate({ auth: actions, link: token });
  }, [token, actions, mutate]);

  const error = !token ? 'This verification link is incomplete.' : verify.isError ? formErrorMessage(verify.error) : null;
  if (!error) {
    return (
      <AuthCard title="Verifying your email">
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <Spinner label="Verifying your email address" />
        </Box>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="We could not verify your email"
      footer={
        <Link component={RouterLink} to="/sign-in">
          Back to sign in
        </Link>
      }
    >
      <FormAlert>{error}</FormAlert>
      <ResendForm />
    </AuthCard>
  );
}

/** Sends a new verification link; the answer is the same for every address. */
function ResendForm() {
  const actions = useBuiltInAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = EmailOnlyRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(fieldErrorsFrom(parsed.error.issues).email);
      return;
    }
    try {
      await actions?.resendVerification(parsed.data.email);
      navigate(`/verification-sent?${new URLSearchParams({ email: parsed.data.email })}`);
    } catch (err) {
      setError(formErrorMessage(err));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Send a new verification link">
      {error && <FormAlert>{error}</FormAlert>}
      <TextField label="Email address" type="email" name="email" autoComplete="email" fullWidth margin="normal" value={email} onChange={(e) => setEmail(e.target.value)} error={Boolean(fieldError)} helperText={fieldError ?? 'We will send you a new link.'} />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 1 }}>
        Send a new link
      </Button>
    </Box>
  );
}
