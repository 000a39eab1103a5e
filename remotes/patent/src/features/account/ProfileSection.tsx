import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { updateAccountName } from '@iprism/shared/api';
import { UpdateAccountRequestSchema, type AuthUser } from '@iprism/shared/contracts';
import { toast } from '@iprism/shared/shell';
import { fieldErrorMessage, formErrorMessage } from './api-errors';

export interface ProfileSectionProps {
  user: AuthUser;
  /** The name the server stored, so the rest of the page shows it. */
  onRenamed: (name: string) => void;
}

/** Name (editable) and sign-in e-mail (read-only, with its verified state). */
export function ProfileSection({ user, onRenamed }: ProfileSectionProps) {
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unchanged = name.trim() === user.name;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateAccountRequestSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter your name.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const account = await updateAccountName(parsed.data.name);
      setName(account.name);
      onRenamed(account.name);
      toast.success('Your name has been saved.');
    } catch (err) {
      setError(fieldErrorMessage(err, 'name') ?? formErrorMessage(err));
    } finally {
      setSaving(false);
    }
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
