import { EmptyState } from '@iprism/shared/ui';

export default function AdminOrganizations() {
  return <EmptyState heading={'Organizations'} description={'Organisations, their admins, members and licences.'} />;
}
