import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { inviteMember } from '@iprism/shared/api';
import { CreateInvitationRequestSchema, type Invitation } from '@iprism/shared/contracts';
import { toast } from '@iprism/shared/shell';
import { fieldErrorMessage, formErrorMessage } from './api-errors';
import { INVITE_ROLES, INVITE_ROLE_LABELS, invitationRequest, type InviteRole } from './member-roles';

export interface InviteFormProps {
  onInvited: (invitation: Invitation) => void;
}

/** Invites a colleague by e-mail as member, admin or read-only client-portal user. */
export function InviteForm({ onInvited }: InviteFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = CreateInvitationRequestSchema.safeParse(invitationRequest(email, role));
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address.');
      return;
    }
    setSending(true);
    try {
      const invitation = await inviteMember(parsed.data);
      setEmail('');
      setRole('member');
      onInvited(invitation);
      toast.success(`Invitation sent to ${invitation.email}.`);
    } catch (err) {
      const onEmail = fieldErrorMessage(err, 'email');
      if (onEmail) setEmailError(onEmail);
      else setFormError(formErrorMessage(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Invite a colleague" data-testid="invite-form">
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="off"
          required
          fullWidth
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError(null);
          }}
          error={Boolean(emailError)}
          helperText={emailError ?? 'They get an e-mail with a link to join.'}
          slotProps={{ htmlInput: { maxLength: 254, 'data-testid': 'invite-email' } }}
        />
        <TextField
          select
          label="Role"
          name="role"
          value={role}
          onChange={(e) => setRole(e.target.value as InviteRole)}
          sx={{ minWidth: 240 }}
        >
          {INVITE_ROLES.map((value) => (
            <MenuItem key={value} value={value}>
              {INVITE_ROLE_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={sending} sx={{ mt: { md: 1 }, flexShrink: 0 }} data-testid="invite-submit">
          {sending ? 'Sending…' : 'Send invitation'}
        </Button>
      </Stack>
    </Box>
  );
}
