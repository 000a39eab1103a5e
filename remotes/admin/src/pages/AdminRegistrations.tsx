import { EmptyState } from '@iprism/shared/ui';

export default function AdminRegistrations() {
  return <EmptyState heading={'Registrations'} description={'New sign-ups waiting for an organisation or a licence.'} />;
}
