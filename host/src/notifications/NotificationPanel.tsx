import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { NOTIFICATION_MESSAGES, type Notification } from '@iprism/shared/contracts/notifications';
import { useNotificationActions, useNotifications, type NotificationsStatus } from '@iprism/shared/notifications';
import { visuallyHiddenSx } from '@iprism/shared/ui';
import { NotificationItem } from './NotificationItem';
import { useNow } from './use-now';

type ListName = 'active' | 'dismissed';

const MINUTE_MS = 60_000;
const EMPTY_TEXT: Record<ListName, string> = {
  active: "You're all caught up: no notifications.",
  dismissed: 'No dismissed notifications.',
};

interface ListBodyProps {
  status: NotificationsStatus;
  items: Notification[];
  list: ListName;
  onItemLeft: () => void;
  onRetry: () => void;
}

function ListBody({ status, items, list, onItemLeft, onRetry }: ListBodyProps) {
  const now = useNow(MINUTE_MS);
  if (status === 'error') {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        data-testid="notifications-error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {NOTIFICATION_MESSAGES.loadFailed}
      </Alert>
    );
  }
  if (status !== 'ready') {
    return (
      <Box role="status" sx={{ p: 2 }} data-testid="notifications-loading">
        <Box component="span" sx={visuallyHiddenSx}>
          Loading notifications…
        </Box>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="text" aria-hidden />
        ))}
      </Box>
    );
  }
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="notifications-empty">
        {EMPTY_TEXT[list]}
      </Typography>
    );
  }
  return (
    <List disablePadding aria-label={list === 'active' ? 'Notifications' : 'Dismissed notifications'} data-testid={`notifications-${list}`}>
      {items.map((n) => (
        <NotificationItem key={n.id} notification={n} list={list} now={now} onLeave={onItemLeft} />
      ))}
    </List>
  );
}

/** The bell's panel (SPEC §4 notification lifecycle): active and dismissed lists, and mark-all-as-read. */
export function NotificationPanel({ headingId }: { headingId: string }) {
  const { status, active, dismissed, unread, reload } = useNotifications();
  const actions = useNotificationActions();
  const [list, setList] = useState<ListName>('active');
  const tabsId = useId();
  const tabId = (name: ListName) => `${tabsId}-${name}-tab`;
  const panelId = `${tabsId}-panel`;
  // A control that disappears (an item moved to the other list) or turns disabled (mark all) would drop the
  // keyboard focus to the page, outside the popover; the current tab keeps it in the panel.
  const keepFocus = () => document.getElementById(tabId(list))?.focus();
  const markAll = () => {
    keepFocus();
    void actions.markAllViewed();
  };

  return (
    <Box sx={{ width: { xs: 'calc(100vw - 32px)', sm: 400 }, maxWidth: 400 }} data-testid="notifications-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, pt: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Notifications
        </Typography>
        <Button size="small" startIcon={<DoneAllIcon />} disabled={unread === 0} onClick={markAll} data-testid="notifications-mark-all">
          Mark all as read
        </Button>
      </Box>
      <Tabs value={list} onChange={(_, value: ListName) => setList(value)} aria-label="Notification lists" variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="active" label={`Active (${active.length})`} id={tabId('active')} aria-controls={panelId} data-testid="notifications-tab-active" />
        <Tab value="dismissed" label={`Dismissed (${dismissed.length})`} id={tabId('dismissed')} aria-controls={panelId} data-testid="notifications-tab-dismissed" />
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(list)} sx={{ maxHeight: { xs: '60vh', sm: 420 }, overflowY: 'auto' }}>
        <ListBody status={status} items={list === 'active' ? active : dismissed} list={list} onItemLeft={keepFocus} onRetry={reload} />
      </Box>
    </Box>
  );
}
