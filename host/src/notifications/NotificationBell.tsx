import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useNotifications } from '@iprism/shared/notifications';
import { NotificationPanel } from './NotificationPanel';
import { bellLabel } from './notification-labels';

/** The top bar's bell: the unviewed count as a badge, and the notification panel in a popover. */
export function NotificationBell() {
  const { unread, status } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const headingId = useId();
  const open = anchor !== null;
  const label = bellLabel(unread);

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="notification-bell"
          data-unread={unread}
          data-status={status}
        >
          {/* No content at zero: MUI keeps a hidden "0" in the DOM otherwise, text the button's name does not contain. */}
          <Badge badgeContent={unread > 0 ? unread : null} max={99} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={panelId}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { mt: 0.5 } } }}
      >
        <NotificationPanel headingId={headingId} />
      </Popover>
    </>
  );
}
