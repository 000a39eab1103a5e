import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invitation } from '@iprism/shared/contracts/organizations';
import { confirm, toast } from '@iprism/shared/shell';
import { formErrorMessage } from './api-errors';
import { formatDate } from './format-time';
import { invitationRoleLabel } from './member-roles';
import { useResendInvitation, useRevokeInvitation } from './use-organization-changes';

export interface InvitationsListProps {
  invitations: readonly Invitation[];
}

/** Open invitations with their role and expiry; each can be mailed again with a new link, or withdrawn. */
export function InvitationsList({ invitations }: InvitationsListProps) {
  const resending = useResendInvitation();
  const revoking = useRevokeInvitation();
  const resendingId = resending.isPending ? resending.variables : null;
  const resend = (invitation: Invitation) =>
    resending.mutate(invitation.id, {
      onSuccess: () => toast.success(`A new invitation link has been sent to ${invitation.email}.`),
      onError: (err) => {
        const message = formErrorMessage(err);
        if (message) toast.error(message);
      },
    });

  const revoke = async (invitation: Invitation) => {
    const revoked = await confirm({
      title: 'Revoke invitation?',
      message: `The invitation sent to ${invitation.email} will stop working.`,
      type: 'warning',
      confirmText: 'Revoke',
      onConfirm: () => revoking.mutateAsync(invitation.id),
    });
    if (!revoked) return;
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
              <Button size="small" disabled={resendingId === invitation.id} onClick={() => resend(invitation)} aria-label={`Resend invitation to ${invitation.email}`}>
                {resendingId === invitation.id ? 'Sending…' : 'Resend'}
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
