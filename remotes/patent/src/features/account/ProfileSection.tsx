import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { updateAccountName } from '@iprism/shared/api/account';
import { accountQueries } from '@iprism/shared/api/account-queries';
import { UpdateAccountRequestSchema } from '@iprism/shared/contracts/account';
import type { AuthUser } from '@iprism/shared/contracts/auth';
import { toast } from '@iprism/shared/shell';
import { fieldErrorMessage, formErrorMessage } from './api-errors';

export interface ProfileSectionProps {
  user: AuthUser;
}

/** Name (editable) and sign-in e-mail (read-only, with its verified state); a saved name goes into the cached user. */
export function ProfileSection({ user }: ProfileSectionProps) {
  const queryClient = useQueryClient();
  // The field and the name it is compared with move together: a refetch that brings another name while the
  // field is untouched shows it, and never leaves "Save" judging the field against a name it does not show.
  const [saved, setSaved] = useState(user.name);
  const [name, setName] = useState(user.name);
  if (user.name !== saved && name === saved) {
    setSaved(user.name);
    setName(user.name);
  }
  const [error, setError] = useState<string | null>(null);
  const renaming = useMutation({
    mutationFn: (newName: string) => updateAccountName(newName),
    onSuccess: (account) => {
      setSaved(account.name);
      setName(account.name);
      queryClient.setQueryData(accountQueries.user().queryKey, (u) => u && { ...u, name: account.name });
      toast.success('Your name has been saved.');
    },
    onError: (err) => setError(fieldErrorMessage(err, 'name') ?? formErrorMessage(err)),
  });
  const saving = renaming.isPending;
  const unchanged = name.trim() === saved;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateAccountRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter your name.');
      return;
    }
    setError(null);
    renaming.mutate(parsed.data.name);
  };

  return (
    <Stack spacing={3}>
      <Box component="form" noValidate onSubmit={save} aria-label="Your name" data-testid="profile-name-form">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            required
            fullWidth
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? 'Shown to your colleagues and on your reports.'}
            slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'profile-name-input' } }}
          />
          <Button type="submit" variant="contained" disabled={saving || unchanged} sx={{ mt: { sm: 1 }, flexShrink: 0 }} data-testid="profile-save">
            {saving ? 'Saving…' : 'Save name'}
          </Button>
        </Stack>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="E-mail address"
          value={user.primaryEmail}
          fullWidth
          helperText="You sign in with this address. Contact support to change it."
          slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'profile-email' } }}
        />
        <Chip
          label={user.emailVerified ? 'Verified' : 'Not verified'}
          color={user.emailVerified ? 'success' : 'warning'}
          variant="outlined"
          data-testid="email-verified"
          data-verified={user.emailVerified}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      </Stack>
      {!user.emailVerified && (
        <Alert severity="warning">Your e-mail address is not verified yet. Open the link we sent you to confirm it.</Alert>
      )}
    </Stack>
  );
}
