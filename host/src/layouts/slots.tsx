import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsIcon from '@mui/icons-material/Notifications';

/*
 * Slots of the signed-in frames' top bar that later issues fill; the frames render these and
 * never change when they do.
 */

/** The notification bell; the notifications issue adds the unviewed count and the list. */
export function NotificationBellSlot() {
  return (
    <Tooltip title="Notifications">
      <IconButton color="inherit" aria-label="Notifications" data-testid="notification-bell">
        <Badge badgeContent={0} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

/** The live connection indicator; the socket issue renders its state here. Nothing to show before it exists. */
export function ConnectionIndicatorSlot() {
  return null;
}
