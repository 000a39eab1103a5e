import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { PASSWORD_MIN_LENGTH, ResetPasswordRequestSchema } from '@iprism/shared/contracts/auth';
import { PasswordStrengthMeter } from '@iprism/shared/ui';
import { accountQueries } from '@iprism/shared/api/account-queries';
import { useBuiltInAuth } from '../built-in/BuiltInIdentityProvider';
import { AuthCard } from './common/AuthCard';
import { FormAlert } from './common/FormAlert';
import { PasswordField } from './common/PasswordField';
import { fieldErrorsFrom, formErrorMessage } from './common/form-errors';

/** /sign-in/reset-password?token=…: the link from the reset e-mail. */
export function ResetPasswordPage() {
  const actions = useBuiltInAuth();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirmation?: string }>({});
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: async (newPassword: string) => {
      await actions?.resetPassword(token, newPassword);
    },
    // The reset verified the address and signed the account out everywhere.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountQueries.user().queryKey });
      void queryClient.invalidateQueries({ queryKey: accountQueries.sessions().queryKey });
    },
  });
  const error = change.error ? formErrorMessage(change.error) : null;

  const signInLink = (
    <Link component={RouterLink} to="/sign-in">
      Back to sign in
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title="Choose a new password" footer={signInLink}>
        <FormAlert>This reset link is incomplete. Open the link from the email again, or ask for a new one.</FormAlert>
        <Button component={RouterLink} to="/sign-in/forgot-password" variant="contained" fullWidth>
          Request a new link
        </Button>
      </AuthCard>
    );
  }

  if (change.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <FormAlert severity="success">Your password has been changed. Sign in with your new password.</FormAlert>
        <Button component={RouterLink} to="/sign-in" variant="contained" fullWidth>
          Sign in
        </Button>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    const parsed = ResetPasswordRequestSchema.safeParse({ token, password });
    const errors: { password?: string; confirmation?: string } = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues);
    if (password !== confirmation) errors.confirmation = 'The passwords do not match.';
    setFieldErrors(errors);
    if (!parsed.success || errors.confirmation) return;
    change.mutate(password);
  };

  return (
    <AuthCard title="Choose a new password" subtitle={`Use at least ${PASSWORD_MIN_LENGTH} characters.`} footer={signInLink}>
      <Box component="form" noValidate onSubmit={submit} aria-label="New password">
        {error && (
          <FormAlert>
            {error}{' '}
            <Link component={RouterLink} to="/sign-in/forgot-password">
              Request a new link
            </Link>
          </FormAlert>
        )}
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          fullWidth
          required
          autoFocus
          margin="normal"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password}
        />
        <PasswordStrengthMeter password={password} minLength={PASSWORD_MIN_LENGTH} />
        <PasswordField
          label="Confirm new password"
          name="confirmation"
          autoComplete="new-password"
          fullWidth
          required
          margin="normal"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={Boolean(fieldErrors.confirmation)}
          helperText={fieldErrors.confirmation}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={change.isPending} sx={{ mt: 2 }}>
          {change.isPending ? 'Saving…' : 'Change password'}
        </Button>
      </Box>
    </AuthCard>
  );
}
