import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useNotifications } from '@iprism/shared/notifications';
import { bellLabel } from './notification-labels';
import { PreloadedView, preloadable } from '../platform/preloadable';
import { PopoverLoading } from '../ui/PopoverLoading';

// Its own chunk (with its tabs and actions), fetched when the pointer or the focus reaches the bell.
const NOTIFICATION_PANEL = preloadable(() => import('./NotificationPanel').then((m) => m.NotificationPanel));

/** Loads the code ahead of the first click (see Preloadable.prefetch). */
export const preloadNotificationPanel = NOTIFICATION_PANEL.prefetch;

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
      {/* The browser's own hint (title), not MUI's Tooltip, as the theme toggle's. */}
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={preloadNotificationPanel}
        onFocus={preloadNotificationPanel}
        data-testid="notification-bell"
        data-unread={unread}
        data-status={status}
      >
        {/* No content at zero: MUI keeps a hidden "0" in the DOM otherwise, text the button's name does not contain. */}
        <Badge badgeContent={unread > 0 ? unread : null} max={99} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { mt: 0.5 } } }}
      >
        <PreloadedView
          of={NOTIFICATION_PANEL}
          props={{ headingId }}
          fallback={<PopoverLoading label="Loading notifications" heading={{ id: headingId, text: 'Notifications' }} />}
        />
      </Popover>
    </>
  );
}
