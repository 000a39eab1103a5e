import Stack from '@mui/material/Stack';
import { CleanupCard } from '../features/notifications/CleanupCard';
import { SendNotificationCard } from '../features/notifications/SendNotificationCard';

/** /admin/notifications (staff only): send notifications and clean up old ones. */
export default function AdminNotifications() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <SendNotificationCard />
      <CleanupCard />
    </Stack>
  );
}
