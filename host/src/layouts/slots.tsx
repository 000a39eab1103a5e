import { NotificationBell } from '../notifications/NotificationBell';
import { ConnectionIndicator } from '../realtime/ConnectionIndicator';

/*
 * Slots of the signed-in frames' top bar; the frames render these and never change when what fills
 * them does.
 */

/** The notification bell: the unviewed count and the notification panel (`data-testid="notification-bell"`). */
export function NotificationBellSlot() {
  return <NotificationBell />;
}

/** The live connection indicator, with its details and a Reconnect. */
export function ConnectionIndicatorSlot() {
  return <ConnectionIndicator />;
}
