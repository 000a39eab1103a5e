import { cleanupNotifications } from '@iprism/shared/api/admin-notifications';
import { NotificationCleanupForm } from '@iprism/shared/ui';
import { AdminCard } from './AdminCard';

/** Staff cleanup of every user's old notifications. */
export function CleanupCard() {
  return (
    <AdminCard title="Clean up old notifications" description="Removes old notifications from every user's inbox, read or not." testId="cleanup-card">
      <NotificationCleanupForm whose="Every user's" cleanup={cleanupNotifications} />
    </AdminCard>
  );
}
