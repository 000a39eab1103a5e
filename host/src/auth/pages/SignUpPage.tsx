import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { PASSWORD_MIN_LENGTH, SignUpRequestSchema } from '@iprism/shared/contracts/auth';
import { PasswordStrengthMeter } from '@iprism/shared/ui';
import { useBuiltInAuth } from '../built-in/BuiltInIdentityProvider';
import { useIdentity } from '../identity';
import { DEFAULT_AFTER_SIGN_IN, returnPathOrNull } from '../redirect-url';
import { AuthCard } from './common/AuthCard';
import { FormAlert } from './common/FormAlert';
import { PasswordField } from './common/PasswordField';
import { fieldErrorsFrom, formErrorMessage, type FieldErrors } from './common/form-errors';

export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms of service to continue.';

/** /sign-up with the built-in provider: name, e-mail, password, consent; then the verification e-mail. */
export function SignUpPage() {
  const identity = useIdentity();
  const actions = useBuiltInAuth();
  const navigate = useNavigate();
  const redirect = useSearchParams()[0].get('redirect_url');
  // Where the verification link brings the new user back to (e.g. the invitation they came from).
  const returnTo = returnPathOrNull(redirect, window.location.origin);
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [terms, setTerms] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const signUp = useMutation({
    mutationFn: async ({ name, email, password }: { name: string; email: string; password: string }) => {
      await actions?.signUp(name, email, password, returnTo ?? undefined);
    },
    onSuccess: (_, { email }) => navigate(`/verification-sent?${new URLSearchParams({ email })}`),
  });
  // Still creating while the app moves on.
  const busy = signUp.isPending || signUp.isSuccess;
  const error = signUp.error ? formErrorMessage(signUp.error) : null;

  // Already signed in: straight on to where the link was going (an invitation), like the sign-in page.
  if (identity.signedIn) return <Navigate to={returnTo ?? DEFAULT_AFTER_SIGN_IN} replace />;

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signUp.reset();
    const parsed = SignUpRequestSchema.safeParse(values);
    const errors = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues);
    if (!terms) errors.terms = TERMS_REQUIRED_MESSAGE;
    setFieldErrors(errors);
    if (!parsed.success || !terms) return;
    signUp.mutate(parsed.data);
  };

  const signInTo = redirect ? `/sign-in?${new URLSearchParams({ redirect_url: redirect })}` : '/sign-in';
  return (
    <AuthCard
      title="Create your iPrism account"
      subtitle="AI-powered patent analytics for attorneys and investors."
      footer={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to={signInTo}>
            Sign in
          </Link>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="Create account">
        {error && <FormAlert>{error}</FormAlert>}
        <TextField label="Full name" name="name" autoComplete="name" fullWidth required autoFocus margin="normal" value={values.name} onChange={set('name')} error={Boolean(fieldErrors.name)} helperText={fieldErrors.name} />
        <TextField
          label="Work email address"
          type="email"
          name="email"
          autoComplete="email"
          fullWidth
          required
          margin="normal"
          value={values.email}
          onChange={set('email')}
          error={Boolean(fieldErrors.email)}
          helperText={fieldErrors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          fullWidth
          required
          margin="normal"
          value={values.password}
          onChange={set('password')}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password ?? `At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <PasswordStrengthMeter password={values.password} minLength={PASSWORD_MIN_LENGTH} />
        <FormControlLabel
          sx={{ mt: 2, alignItems: 'flex-start' }}
          control={<Checkbox checked={terms} onChange={(e) => setTerms(e.target.checked)} name="terms" sx={{ pt: 0.5 }} slotProps={{ input: { 'aria-describedby': fieldErrors.terms ? 'terms-error' : undefined } }} />}
          label={
            <>
              I agree to the{' '}
              <Link component={RouterLink} to="/terms" target="_blank" rel="noopener">
                terms of service
              </Link>{' '}
              and the{' '}
              <Link component={RouterLink} to="/privacy" target="_blank" rel="noopener">
                privacy policy
              </Link>
              .
            </>
          }
        />
        {fieldErrors.terms && (
          <FormHelperText id="terms-error" error>
            {fieldErrors.terms}
          </FormHelperText>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {busy ? 'Creating account…' : 'Create account'}
        </Button>
      </Box>
    </AuthCard>
  );
}
