import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import type { Notification } from '@iprism/shared/contracts/notifications';
import { formatRelativeTime, iconCategoryOf, notificationTime, useNotificationActions } from '@iprism/shared/notifications';
import { confirm } from '@iprism/shared/shell';
import { visuallyHiddenSx } from '@iprism/shared/ui';
import { CATEGORY_STYLE } from './category-style';
import { actionLabel } from './notification-labels';

interface NotificationItemProps {
  notification: Notification;
  /** Which list it is shown in: the active one offers Dismiss, the dismissed one Restore. */
  list: 'active' | 'dismissed';
  now: number;
  /** Called once the notification leaves this list (dismissed, restored or deleted), to move the focus on. */
  onLeave: () => void;
}

interface ActionProps {
  action: 'Dismiss' | 'Restore' | 'Delete';
  text: string;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}

function Action({ action, text, onClick, testId, children }: ActionProps) {
  return (
    <Tooltip title={action}>
      <IconButton size="small" aria-label={actionLabel(action, text)} onClick={onClick} data-testid={testId}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** SPEC §4: deleting is final, so the host's danger dialog asks first. Resolves whether it was confirmed. */
async function confirmDelete(): Promise<boolean> {
  return confirm({ title: 'Delete notification?', message: 'This notification will be deleted for good.', type: 'danger', confirmText: 'Delete' });
}

/** One notification: its category icon, text and age; opening it marks it viewed. */
export function NotificationItem({ notification, list, now, onLeave }: NotificationItemProps) {
  const style = CATEGORY_STYLE[iconCategoryOf(notification.category)];
  const unread = !notification.viewed;
  const { id, text } = notification;
  const actions = useNotificationActions();
  // Each step changes the list at once (optimistic), so the focus moves on before the call returns.
  const leave = (step: (id: string) => Promise<void>) => {
    void step(id);
    onLeave();
  };
  const remove = async () => {
    if (await confirmDelete()) leave(actions.remove);
  };

  return (
    <ListItem
      disablePadding
      divider
      data-testid="notification-item"
      data-id={id}
      data-viewed={String(notification.viewed)}
      secondaryAction={
        <Box sx={{ display: 'flex' }}>
          {list === 'active' ? (
            <Action action="Dismiss" text={text} onClick={() => leave(actions.dismiss)} testId="notification-dismiss">
              <ArchiveOutlinedIcon fontSize="small" />
            </Action>
          ) : (
            <Action action="Restore" text={text} onClick={() => leave(actions.restore)} testId="notification-restore">
              <UnarchiveOutlinedIcon fontSize="small" />
            </Action>
          )}
          <Action action="Delete" text={text} onClick={() => void remove()} testId="notification-delete">
            <DeleteOutlineIcon fontSize="small" />
          </Action>
        </Box>
      }
    >
      <ListItemButton onClick={() => void actions.markViewed(id)} sx={{ pr: 11, alignItems: 'flex-start' }} data-testid="notification-open">
        <ListItemAvatar sx={{ mt: 0.5 }}>
          <Avatar sx={{ bgcolor: style.color, width: 36, height: 36 }}>
            <style.Icon fontSize="small" />
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={
            <>
              <Box component="span" sx={visuallyHiddenSx}>
                {`${unread ? 'Unread' : 'Read'} ${style.name} notification: `}
              </Box>
              {text}
            </>
          }
          secondary={formatRelativeTime(notificationTime(notification), now)}
          slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' } } }}
        />
        {unread && <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0, mt: 1.25, ml: 1 }} />}
      </ListItemButton>
    </ListItem>
  );
}
