import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { EmailOnlyRequestSchema } from '@iprism/shared/contracts/auth';
import { useBuiltInAuth } from '../built-in/BuiltInIdentityProvider';
import { AuthCard } from './common/AuthCard';
import { FormAlert } from './common/FormAlert';
import { fieldErrorsFrom, formErrorMessage } from './common/form-errors';

/** /sign-in/forgot-password: asks for a reset link. The answer is the same for every address. */
export function ForgotPasswordPage() {
  const actions = useBuiltInAuth();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const request = useMutation({
    mutationFn: async (address: string) => {
      await actions?.forgotPassword(address);
    },
  });
  const sentTo = request.isSuccess ? request.variables : null;
  const error = request.error ? formErrorMessage(request.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.reset();
    const parsed = EmailOnlyRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(fieldErrorsFrom(parsed.error.issues).email);
      return;
    }
    setFieldError(undefined);
    request.mutate(parsed.data.email);
  };

  const back = (
    <Link component={RouterLink} to="/sign-in">
      Back to sign in
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title="Check your email" footer={back}>
        <FormAlert severity="success">If an account exists for {sentTo}, we have sent a link to reset its password. The link expires soon, so use it today.</FormAlert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" subtitle="Enter the email address of your account and we will send you a link to choose a new password." footer={back}>
      <Box component="form" noValidate onSubmit={submit} aria-label="Reset password">
        {error && <FormAlert>{error}</FormAlert>}
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
          error={Boolean(fieldError)}
          helperText={fieldError}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={request.isPending} sx={{ mt: 2 }}>
          {request.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
      </Box>
    </AuthCard>
  );
}
