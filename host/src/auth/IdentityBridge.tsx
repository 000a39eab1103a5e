import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { sessionAtom } from '@iprism/shared/api/session-atom';
import { setTokenProvider } from '@iprism/shared/api/token-provider';
import { useIdentity } from './identity';

declare global {
  interface Window {
    /** For the dev CSRF test page (/dev-csrf-test), which calls the API by hand. */
    __IPRISM_IDENTITY__?: { getToken(): Promise<string | null> };
  }
}

/**
 * Publishes the identity beyond the host's React tree: the token getter for the shared API client
 * (remotes call apiFetch), the session atom remotes read, and the dev CSRF page's global.
 */
export function IdentityBridge() {
  const identity = useIdentity();
  const setSession = useSetAtom(sessionAtom);
  const { getToken, loaded, signedIn, user, session } = identity;

  useEffect(() => {
    setTokenProvider(getToken);
    window.__IPRISM_IDENTITY__ = { getToken };
    return () => {
      setTokenProvider(null);
      delete window.__IPRISM_IDENTITY__;
    };
  }, [getToken]);

  useEffect(() => {
    setSession({ loaded, signedIn, user, session });
  }, [setSession, loaded, signedIn, user, session]);

  return null;
}
