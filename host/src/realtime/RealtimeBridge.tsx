import { useEffect, useRef } from 'react';
import { getSocketClient, progressAtoms } from '@iprism/shared/realtime';
import { useIdentity } from '../auth/identity';

/**
 * Opens the page's live connection for the signed-in user and closes it on sign-out (shared/src/realtime
 * README). Rendered once, inside the identity provider (App.tsx).
 */
export function RealtimeBridge() {
  const { loaded, signedIn, user } = useIdentity();
  const userId = loaded && signedIn ? (user?.id ?? null) : null;
  const lastUserId = useRef<string | null>(null);

  // Before connecting (effects run in order): the saved progress names the applications of whoever was
  // signed in, so it goes once nobody is (sign-out, here or in another tab) or someone else is. Not while
  // the provider is still loading: a reload must keep the progress of the user who is still signed in.
  useEffect(() => {
    if (!loaded) return;
    const previous = lastUserId.current;
    lastUserId.current = userId;
    if (userId === null || (previous !== null && previous !== userId)) {
      const client = getSocketClient();
      client.store.set(progressAtoms.clearAllProgressAtom);
    }
  }, [loaded, userId]);

  // Keyed by the user id: switching accounts closes the first user's socket before the second one's opens.
  useEffect(() => {
    if (!userId) return;
    const client = getSocketClient();
    client.connect();
    return () => client.disconnect();
  }, [userId]);

  return null;
}
