import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationQueries } from '@iprism/shared/api/workspace-queries';
import { NOTIFICATION_MESSAGES } from '@iprism/shared/contracts/notifications';
import { logger } from '@iprism/shared/logger';
import { receiveNotification } from '@iprism/shared/notifications';
import { getSocketClient } from '@iprism/shared/realtime';
import { toast } from '@iprism/shared/shell';
import { useIdentity } from '../auth/identity';

/**
 * Keeps the bell's notifications for the signed-in user (SPEC §4, §7): owns the list's query and the
 * admin check's (the cache is emptied on sign-out and on an organisation switch, and they load again),
 * and puts every live notification on top. Rendered once, inside the identity provider.
 */
export function NotificationsBridge() {
  const queryClient = useQueryClient();
  const { loaded, signedIn, user, session } = useIdentity();
  const userId = loaded && signedIn ? (user?.id ?? null) : null;
  // A string, not the array: the session object is rebuilt at every token refresh.
  const permissions = session?.orgPermissions.join(' ') ?? '';
  const enabled = userId !== null;

  useQuery({ ...notificationQueries.admin(), enabled });
  const list = useQuery({ ...notificationQueries.list(), enabled });

  useEffect(() => {
    if (!list.error) return;
    logger.warn('notifications', NOTIFICATION_MESSAGES.loadFailed, { message: list.error instanceof Error ? list.error.message : String(list.error) });
    toast.error(NOTIFICATION_MESSAGES.loadFailed, { id: `notifications:${NOTIFICATION_MESSAGES.loadFailed}` });
  }, [list.error, list.errorUpdatedAt]);

  // The admin check reads the session's permissions too.
  useEffect(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: notificationQueries.admin().queryKey });
  }, [enabled, permissions, queryClient]);

  useEffect(() => {
    if (!userId) return;
    return getSocketClient().onNotification((notification) => void receiveNotification(notification, 'info', queryClient));
  }, [userId, queryClient]);

  return null;
}
