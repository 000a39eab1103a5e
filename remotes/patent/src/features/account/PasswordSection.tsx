import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { accountQueries } from '@iprism/shared/api/account-queries';
import { changePassword } from '@iprism/shared/api/password';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@iprism/shared/contracts/auth';
import { toast } from '@iprism/shared/shell';
import { PasswordStrengthMeter } from '@iprism/shared/ui';
import { fieldErrorMessage, formErrorMessage } from './api-errors';
import { validatePasswordChange, type PasswordFormErrors, type PasswordFormValues } from './password-form';

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changing the password: the server signs the other sessions out, so the cached session list refetches. */
export function PasswordSection() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PasswordFormValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const changing = useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordFormValues) => changePassword(currentPassword, newPassword),
    onSuccess: () => {
      setValues(EMPTY);
      toast.success('Your password has been changed. Your other sessions have been signed out.');
      return queryClient.invalidateQueries({ queryKey: accountQueries.sessions().queryKey });
    },
    onError: (err) => {
      const current = fieldErrorMessage(err, 'currentPassword');
      if (current) setErrors({ currentPassword: current });
      else setFormError(fieldErrorMessage(err, 'newPassword') ?? formErrorMessage(err));
    },
  });
  const saving = changing.isPending;

  const field = (name: keyof PasswordFormValues, label: string, autoComplete: string) => ({
    name,
    label,
    type: 'password',
    autoComplete,
    required: true,
    fullWidth: true,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
    slotProps: { htmlInput: { maxLength: PASSWORD_MAX_LENGTH, 'data-testid': `password-${name}` } },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePasswordChange(values);
    setErrors(invalid);
    setFormError(null);
    if (Object.keys(invalid).length === 0) changing.mutate(values);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Change password" data-testid="password-form">
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <TextField {...field('currentPassword', 'Current password', 'current-password')} />
        <TextField {...field('newPassword', 'New password', 'new-password')} />
        <PasswordStrengthMeter password={values.newPassword} minLength={PASSWORD_MIN_LENGTH} testId="new-password-strength" />
        <TextField {...field('confirmPassword', 'Confirm new password', 'new-password')} />
        <Box>
          <Button type="submit" variant="contained" disabled={saving} data-testid="password-submit">
            {saving ? 'Changing…' : 'Change password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
