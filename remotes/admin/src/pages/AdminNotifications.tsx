import { EmptyState } from '@iprism/shared/ui';

export default function AdminNotifications() {
  return <EmptyState heading={'Notifications'} description={'Send notifications to a user, an organisation or everyone.'} />;
}
