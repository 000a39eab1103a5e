import { useEffect } from 'react';
import { notificationActions } from '@iprism/shared/notifications';
import { getSocketClient } from '@iprism/shared/realtime';
import { useIdentity } from '../auth/identity';
import { loadNotificationAdmin } from './admin-status';

/**
 * Keeps the bell's notifications for the signed-in user (SPEC §4, §7): the admin check and the list on
 * sign-in and on an organisation switch (both depend on the active organisation), every live
 * notification on top, and nothing left behind on sign-out. Rendered once, inside the identity provider.
 */
export function NotificationsBridge() {
  const { loaded, signedIn, user, session } = useIdentity();
  const userId = loaded && signedIn ? (user?.id ?? null) : null;
  const orgId = session?.orgId ?? null;
  // A string, not the array: the session object is rebuilt at every token refresh.
  const permissions = session?.orgPermissions.join(' ') ?? '';

  useEffect(() => {
    if (!userId) return;
    const off = getSocketClient().onNotification((notification) => void notificationActions.receive(notification));
    return () => {
      off();
      notificationActions.reset();
    };
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    void (async () => {
      const isAdmin = await loadNotificationAdmin(controller.signal);
      if (controller.signal.aborted) return;
      notificationActions.setAdmin(isAdmin);
      await notificationActions.load(controller.signal);
    })();
    return () => controller.abort();
  }, [userId, orgId, permissions]);

  return null;
}
