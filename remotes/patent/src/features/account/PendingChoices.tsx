import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountQueries } from '@iprism/shared/api/account-queries';
import { markWaitingForInvitation } from '@iprism/shared/api/onboarding';
import { toast } from '@iprism/shared/shell';
import { formErrorMessage } from './api-errors';
import { ONBOARDING_ORGANIZATION_PATH } from './paths';

export interface PendingChoicesProps {
  email: string;
  /** Already marked as waiting (organizationStatus pending_assignment). */
  waiting: boolean;
}

/**
 * SPEC §4 pending organisation: create one, or wait for an invitation. Creating goes through the
 * onboarding page: it also switches the signed-in session to the new organisation, which only the
 * host's identity can do.
 */
export function PendingChoices({ email, waiting }: PendingChoicesProps) {
  const queryClient = useQueryClient();
  // The user's organisation status changes with it.
  const waitingMark = useMutation({
    mutationFn: () => markWaitingForInvitation(),
    onSuccess: () => {
      toast.success('We will keep your account ready for the invitation.');
      void queryClient.invalidateQueries({ queryKey: accountQueries.user().queryKey });
    },
  });
  const marked = waiting || waitingMark.isSuccess;
  const error = waitingMark.error ? formErrorMessage(waitingMark.error) : null;
  const busy = waitingMark.isPending;

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} data-testid="pending-choices">
      <Paper variant="outlined" component="section" aria-labelledby="pending-create-heading" sx={{ p: 3, flex: 1 }}>
        <Typography id="pending-create-heading" variant="h6" component="h2" gutterBottom>
          Create an organization
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Set one up for your firm or team. You will be its administrator and can invite your colleagues.
        </Typography>
        <Button component={RouterLink} to={ONBOARDING_ORGANIZATION_PATH} variant="contained">
          Create organization
        </Button>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="pending-wait-heading" sx={{ p: 3, flex: 1 }}>
        <Typography id="pending-wait-heading" variant="h6" component="h2" gutterBottom>
          Wait for an invitation
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Ask your organization&apos;s administrator to invite <strong>{email}</strong>. The invitation arrives by e-mail; accepting it gives you access.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {marked ? (
          <Typography variant="body2" data-testid="pending-waiting">
            You are waiting for an invitation.
          </Typography>
        ) : (
          <Button variant="outlined" onClick={() => waitingMark.mutate()} disabled={busy}>
            {busy ? 'Saving…' : "I'm waiting for an invitation"}
          </Button>
        )}
      </Paper>
    </Stack>
  );
}
