import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CreateInvitationRequestSchema } from '@iprism/shared/contracts/organizations';
import { toast } from '@iprism/shared/shell';
import { fieldErrorMessage, formErrorMessage } from './api-errors';
import { INVITE_ROLES, INVITE_ROLE_LABELS, invitationRequest, type InviteRole } from './member-roles';
import { useInviteMember } from './use-organization-changes';

/** Invites a colleague by e-mail as member, admin or read-only client-portal user. */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const invite = useInviteMember();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = CreateInvitationRequestSchema.safeParse(invitationRequest(email, role));
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address.');
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: (invitation) => {
        setEmail('');
        setRole('member');
        toast.success(`Invitation sent to ${invitation.email}.`);
      },
      onError: (err) => {
        const onEmail = fieldErrorMessage(err, 'email');
        if (onEmail) setEmailError(onEmail);
        else setFormError(formErrorMessage(err));
      },
    });
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
        <Button type="submit" variant="contained" disabled={invite.isPending} sx={{ mt: { md: 1 }, flexShrink: 0 }} data-testid="invite-submit">
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </Stack>
    </Box>
  );
}
