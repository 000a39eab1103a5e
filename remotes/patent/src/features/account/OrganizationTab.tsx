import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@iprism/shared/api/account-queries';
import { PENDING_ASSIGNMENT_STATUS } from '@iprism/shared/contracts/organizations';
import { PENDING_ORGANIZATION_MESSAGE } from '@iprism/shared/contracts/access';
import { NoOrganization } from './NoOrganization';
import { OrganizationDetails } from './OrganizationDetails';
import { PendingChoices } from './PendingChoices';
import { ResourceView } from './ResourceView';
import { useSessionSnapshot } from './use-session-snapshot';

export interface OrganizationTabProps {
  /** `pending=true`: the pending-organisation guard sent the user here (SPEC §4). */
  pending: boolean;
  clientPortal: boolean;
}

export function OrganizationTab({ pending, clientPortal }: OrganizationTabProps) {
  const account = useQuery(accountQueries.detail());
  const { user, session } = useSessionSnapshot();

  return (
    <Stack spacing={3} data-testid="organization-tab">
      {pending && (
        <Alert severity="info" data-testid="pending-alert">
          {PENDING_ORGANIZATION_MESSAGE}
        </Alert>
      )}
      <ResourceView resource={account} label="your organization">
        {(data) => {
          const { organizationId } = data;
          if (organizationId) return <OrganizationDetails account={{ ...data, organizationId }} session={session} clientPortal={clientPortal} />;
          if (pending) return <PendingChoices email={data.email} waiting={user?.publicMetadata.organizationStatus === PENDING_ASSIGNMENT_STATUS} />;
          return <NoOrganization />;
        }}
      </ResourceView>
    </Stack>
  );
}
