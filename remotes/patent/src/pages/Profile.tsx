import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@iprism/shared/api/account-queries';
import { isClientPortalUser } from '../features/account/client-portal';
import { LicenseCard } from '../features/account/LicenseCard';
import { ResourceView } from '../features/account/ResourceView';
import { useSessionSnapshot } from '../features/account/use-session-snapshot';
import { IdentityCard } from '../features/profile/IdentityCard';

/** /profile: the identity card and the licence with its credits. Open to any signed-in user. */
export default function Profile() {
  const account = useQuery(accountQueries.detail());
  const license = useQuery(accountQueries.license());
  const clientPortal = isClientPortalUser(useSessionSnapshot().user);
  return (
    <Stack spacing={3}>
      <ResourceView resource={account} label="your profile">
        {(data) => <IdentityCard account={data} license={license} clientPortal={clientPortal} />}
      </ResourceView>
      <LicenseCard license={license} showUpgrade={!clientPortal} />
    </Stack>
  );
}
