import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { organizationQueries } from '@iprism/shared/api/account-queries';
import { acceptInvitation, type InvitationPreview } from '@iprism/shared/api/invitations';
import { Spinner } from '@iprism/shared/ui';
import { useIdentity } from '../identity';
import { authPageWithReturn } from '../redirect-url';
import { AuthCard } from './common/AuthCard';
import { FormAlert } from './common/FormAlert';
import { formErrorMessage } from './common/form-errors';

/** Where the app goes after accepting: the flag makes the guards refresh the licence and reload the session (SPEC §4). */
export const AFTER_ACCEPT_PATH = '/dashboard/patent?invitation_accepted=true';

type LoadState = { kind: 'loading' } | { kind: 'invalid'; message: string } | { kind: 'ready'; invitation: InvitationPreview };

/** 'org:admin' → 'Admin', 'member' → 'Member'. */
export function roleLabel(role: string): string {
  const key = role.replace(/^org:/, '').replace(/[_-]+/g, ' ');
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** /accept-invite?token=…: shows the invitation, gets the visitor signed in, then joins the organisation. */
export function AcceptInvitePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const identity = useIdentity();
  const navigate = useNavigate();
  const query = useQuery({ ...organizationQueries.invitation(token), enabled: token !== '' });
  const state: LoadState = !token
    ? { kind: 'invalid', message: 'This invitation link is incomplete.' }
    : query.isError
      ? { kind: 'invalid', message: formErrorMessage(query.error) }
      : query.isPending
        ? { kind: 'loading' }
        : { kind: 'ready', invitation: query.data };
  const acceptance = useMutation({
    mutationFn: async () => {
      const { organizationId } = await acceptInvitation(token);
      await identity.setActiveOrganization(organizationId).catch(() => undefined);
    },
    onSuccess: () => navigate(AFTER_ACCEPT_PATH, { replace: true }),
  });
  // Still joining while the app moves on.
  const accepting = acceptance.isPending || acceptance.isSuccess;
  const error = acceptance.error ? formErrorMessage(acceptance.error) : null;

  const returnTo = `/accept-invite?${new URLSearchParams({ token })}`;

  if (state.kind === 'loading' || !identity.loaded) {
    return (
      <AuthCard title="Your invitation">
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <Spinner label="Loading your invitation" />
        </Box>
      </AuthCard>
    );
  }

  if (state.kind === 'invalid') {
    return (
      <AuthCard title="Invitation not found">
        <FormAlert>{state.message} Ask the person who invited you to send a new invitation.</FormAlert>
        <Button component={RouterLink} to="/" variant="outlined" fullWidth>
          Go to the home page
        </Button>
      </AuthCard>
    );
  }

  const { invitation } = state;
  if (invitation.expired) {
    return (
      <AuthCard title="This invitation has expired">
        <FormAlert severity="warning">
          The invitation to join {invitation.organizationName} has expired. Ask an administrator of {invitation.organizationName} to invite you again.
        </FormAlert>
        <Button component={RouterLink} to="/support" variant="outlined" fullWidth>
          Contact support
        </Button>
      </AuthCard>
    );
  }

  const signedInAs = identity.user?.primaryEmail ?? null;
  const otherAccount = identity.signedIn && signedInAs !== null && signedInAs.toLowerCase() !== invitation.email.toLowerCase();

  return (
    <AuthCard title={`Join ${invitation.organizationName}`} subtitle={`You have been invited to join ${invitation.organizationName} on iPrism.`}>
      <Box component="dl" sx={{ m: 0, mb: 3, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
        <Typography component="dt" color="text.secondary">
          Organization
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="invite-organization">
          {invitation.organizationName}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Role
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="invite-role">
          {roleLabel(invitation.role)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Invited email
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {invitation.email}
        </Typography>
      </Box>
      {error && <FormAlert>{error}</FormAlert>}
      {identity.signedIn ? (
        <Stack spacing={1.5}>
          {otherAccount && (
            <FormAlert severity="info">
              You are signed in as {signedInAs}. The invitation was sent to {invitation.email}; accepting adds the account you are signed in with.
            </FormAlert>
          )}
          <Button variant="contained" size="large" onClick={() => acceptance.mutate()} disabled={accepting}>
            {accepting ? 'Joining…' : `Accept and join ${invitation.organizationName}`}
          </Button>
          {otherAccount && (
            <Button
              onClick={() => {
                void identity.signOut().then(() => navigate(authPageWithReturn('/sign-in', returnTo)));
              }}
            >
              Switch account
            </Button>
          )}
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            Sign in or create an account with {invitation.email} to accept.
          </Typography>
          <Button variant="contained" size="large" component={RouterLink} to={authPageWithReturn('/sign-in', returnTo)}>
            Sign in to accept
          </Button>
          <Button variant="outlined" component={RouterLink} to={authPageWithReturn('/sign-up', returnTo)}>
            Create an account
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
