import Stack from '@mui/material/Stack';
import { getAccount, getLicenseDetail } from '@iprism/shared/api';
import { isClientPortalUser } from '../features/account/client-portal';
import { LicenceCard } from '../features/account/LicenceCard';
import { ResourceView } from '../features/account/ResourceView';
import { useResource } from '../features/account/use-resource';
import { useSessionSnapshot } from '../features/account/use-session-snapshot';
import { IdentityCard } from '../features/profile/IdentityCard';

/** /profile: the identity card and the licence with its credits. Open to any signed-in user. */
export default function Profile() {
  const account = useResource(getAccount);
  const licence = useResource(getLicenseDetail);
  const clientPortal = isClientPortalUser(useSessionSnapshot().user);
  return (
    <Stack spacing={3}>
      <ResourceView resource={account} label="your profile">
        {(data) => <IdentityCard account={data} licence={licence} clientPortal={clientPortal} />}
      </ResourceView>
      <LicenceCard licence={licence} showUpgrade={!clientPortal} />
    </Stack>
  );
}
