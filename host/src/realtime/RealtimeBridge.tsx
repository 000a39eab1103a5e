import { useEffect, useRef } from 'react';
import { logger } from '@iprism/shared/logger';
import { getSocketClient, loadSocketIo, progressAtoms, useProgressQuerySync } from '@iprism/shared/realtime';
import { useIdentity } from '../auth/identity';

/**
 * Opens the page's live connection for the signed-in user and closes it on sign-out (shared/src/realtime
 * README), and lets its progress refresh the queries it makes stale. Mounted once someone signs in, with
 * the other signed-in services (SignedInServices.tsx); `signedOutBefore`: the page had nobody signed in
 * before, so the progress saved in the browser is someone else's.
 */
export function RealtimeBridge({ signedOutBefore = false }: { signedOutBefore?: boolean }) {
  useProgressQuerySync();
  const { loaded, signedIn, user } = useIdentity();
  const userId = loaded && signedIn ? (user?.id ?? null) : null;
  const lastUserId = useRef<string | null>(null);
  const nobodyBefore = useRef(signedOutBefore);

  // Before connecting (effects run in order): the saved progress names the applications of whoever was
  // signed in, so it goes once nobody is (sign-out, here or in another tab) or someone else is. Not while
  // the provider is still loading: a reload must keep the progress of the user who is still signed in.
  useEffect(() => {
    if (!loaded) return;
    const previous = lastUserId.current;
    const afterNobody = nobodyBefore.current;
    lastUserId.current = userId;
    nobodyBefore.current = false;
    if (userId === null || afterNobody || (previous !== null && previous !== userId)) {
      const client = getSocketClient();
      client.store.set(progressAtoms.clearAllProgressAtom);
    }
  }, [loaded, userId]);

  // Keyed by the user id: switching accounts closes the first user's socket before the second one's opens.
  useEffect(() => {
    if (!userId) return;
    const client = getSocketClient();
    let current = true;
    loadSocketIo().then(
      () => current && client.connect(),
      (err: unknown) => logger.warn('realtime', 'The live connection could not be loaded', { message: (err as Error).message }),
    );
    return () => {
      current = false;
      client.disconnect();
    };
  }, [userId]);

  return null;
}
