import { useSearchParams } from '@iprism/shared/router';
import { AccountTabs } from '../features/account/AccountTabs';
import { accountTabsFor, parseAccountTab, withTab, type AccountTab } from '../features/account/account-tab';
import { isClientPortalUser } from '../features/account/client-portal';
import { MyAccountTab } from '../features/account/MyAccountTab';
import { OrganizationTab } from '../features/account/OrganizationTab';
import { useSessionSnapshot } from '../features/account/use-session-snapshot';

/** /dashboard/patent/account (SPEC §2): the myAccount and organization tabs, chosen by `?tab=`. */
export default function Account() {
  const [query, setQuery] = useSearchParams();
  const { user } = useSessionSnapshot();
  const clientPortal = isClientPortalUser(user);
  const tab = parseAccountTab(query.get('tab'), clientPortal);
  // Replace, not push: switching tabs is not a navigation the Back button should replay.
  const select = (next: AccountTab) => setQuery(withTab(query, next), { replace: true });

  return (
    <AccountTabs
      tabs={accountTabsFor(clientPortal)}
      value={tab}
      onChange={select}
      panels={{
        myAccount: <MyAccountTab clientPortal={clientPortal} />,
        organization: <OrganizationTab pending={query.get('pending') === 'true'} clientPortal={clientPortal} />,
      }}
    />
  );
}
