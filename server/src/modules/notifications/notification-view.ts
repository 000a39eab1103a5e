import type { Notification } from '@iprism/shared/contracts';
import type { NotificationRecord } from './repositories/notifications';

/** The SPEC §3 wire shape of a stored notification (owner and timestamps of the steps stay on the server). */
export const toNotification = (r: NotificationRecord): Notification => ({
  id: r.id,
  iconName: r.iconName,
  color: r.color,
  text: r.text,
  viewed: r.viewed,
  dismissed: r.dismissed,
  adminOnly: r.adminOnly,
  category: r.category,
  createdAt: r.createdAt.toISOString(),
});
