import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { resendInvitation, revokeInvitation } from '@iprism/shared/api';
import type { Invitation } from '@iprism/shared/contracts';
import { confirm, toast } from '@iprism/shared/shell';
import { formErrorMessage } from './api-errors';
import { formatDate } from './format-time';
import { invitationRoleLabel } from './member-roles';

export interface InvitationsListProps {
  invitations: readonly Invitation[];
  onRevoked: (invitationId: string) => void;
  /** The invitation as renewed: a new link and a new expiry. */
  onResent: (invitation: Invitation) => void;
}

/** Open invitations with their role and expiry; each can be mailed again with a new link, or withdrawn. */
export function InvitationsList({ invitations, onRevoked, onResent }: InvitationsListProps) {
  const [resending, setResending] = useState<string | null>(null);
  const resend = async (invitation: Invitation) => {
    setResending(invitation.id);
    try {
      onResent(await resendInvitation(invitation.id));
      toast.success(`A new invitation link has been sent to ${invitation.email}.`);
    } catch (err) {
      const message = formErrorMessage(err);
      if (message) toast.error(message);
    } finally {
      setResending(null);
    }
  };

  const revoke = async (invitation: Invitation) => {
    const revoked = await confirm({
      title: 'Revoke invitation?',
      message: `The invitation sent to ${invitation.email} will stop working.`,
      type: 'warning',
      confirmText: 'Revoke',
      onConfirm: () => revokeInvitation(invitation.id),
    });
    if (!revoked) return;
    onRevoked(invitation.id);
    toast.success(`The invitation for ${invitation.email} has been revoked.`);
  };

  if (invitations.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="invitations-empty">
        No open invitations.
      </Typography>
    );
  }
  return (
    <List disablePadding aria-label="Pending invitations" data-testid="invitations-list">
      {invitations.map((invitation) => (
        <ListItem
          key={invitation.id}
          divider
          disableGutters
          data-testid="invitation-row"
          data-email={invitation.email}
          secondaryAction={
            <Stack direction="row" spacing={1}>
              <Button size="small" disabled={resending === invitation.id} onClick={() => void resend(invitation)} aria-label={`Resend invitation to ${invitation.email}`}>
                {resending === invitation.id ? 'Sending…' : 'Resend'}
              </Button>
              <Button size="small" color="error" onClick={() => void revoke(invitation)} aria-label={`Revoke invitation for ${invitation.email}`}>
                Revoke
              </Button>
            </Stack>
          }
        >
          <ListItemText
            sx={{ pr: 20 }}
            primary={
              <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <span style={{ overflowWrap: 'anywhere' }}>{invitation.email}</span>
                <Chip size="small" variant="outlined" label={invitationRoleLabel(invitation)} />
              </Stack>
            }
            secondary={`Sent ${formatDate(invitation.createdAt)} · Expires ${formatDate(invitation.expiresAt)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
