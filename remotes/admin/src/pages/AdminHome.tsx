import { EmptyState } from '@iprism/shared/ui';

export default function AdminHome() {
  return <EmptyState heading={'Administration'} description={'Accounts, organisations, licences and the health of the platform.'} />;
}
