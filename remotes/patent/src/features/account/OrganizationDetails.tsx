import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { organizationQueries } from '@iprism/shared/api/account-queries';
import { cleanupOrganizationNotifications } from '@iprism/shared/api/organization';
import { NotificationCleanupForm } from '@iprism/shared/ui';
import type { AccountDetail, AccountOrganization } from '@iprism/shared/contracts/account';
import type { Session } from '@iprism/shared/contracts/identity';
import { InvitationsList } from './InvitationsList';
import { InviteForm } from './InviteForm';
import { MembersTable } from './MembersTable';
import { canManageOrganization } from './organization-access';
import { ResourceView } from './ResourceView';
import { SectionCard } from './SectionCard';

export const READ_ONLY_NOTE = "Only your organisation's administrator can change members.";

export interface OrganizationDetailsProps {
  account: AccountDetail & { organizationId: AccountOrganization };
  session: Session | null;
  clientPortal: boolean;
}

/** The organisation, its members and, for its admins, invitations and member controls. */
export function OrganizationDetails({ account, session, clientPortal }: OrganizationDetailsProps) {
  const organization = useQuery(organizationQueries.current());
  const canManage = canManageOrganization({ account, session, clientPortal });

  return (
    <Stack spacing={3}>
      <SectionCard
        title={account.organizationId.name}
        description="Your organization and its members."
        aside={<Chip size="small" variant="outlined" label={canManage ? 'Administrator' : 'Member'} data-testid="organization-access" />}
        testId="organization-section"
      >
        {!canManage && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="organization-read-only">
            {READ_ONLY_NOTE}
          </Alert>
        )}
        <ResourceView resource={organization} label="the members">
          {(data) => (
            <MembersTable
              members={data.members}
              organizationName={data.organization.name}
              selfId={account.id}
              canManage={canManage}
            />
          )}
        </ResourceView>
      </SectionCard>
      {/* The server gives open invitations to admins only, so members see no list at all. */}
      {canManage && (
        <SectionCard title="Invitations" description="Invite colleagues, and resend or withdraw invitations nobody has accepted yet." testId="invitations-section">
          <Stack spacing={3}>
            <InviteForm />
            <ResourceView resource={organization} label="the invitations" lines={2}>
              {(data) => (
<InvitationsList invitations={data.invitations} />
              )}
            </ResourceView>
          </Stack>
        </SectionCard>
      )}
      {canManage && (
        <SectionCard title="Old notifications" description="Removes old notifications from your members' inboxes, read or not." testId="organization-cleanup-section">
          <NotificationCleanupForm whose="Your members'" cleanup={cleanupOrganizationNotifications} />
        </SectionCard>
      )}
    </Stack>
  );
}
