import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { IdentityContext, type Identity } from '../identity';
import { createAuthActions, type AuthActions } from './auth-actions';
import { authApi } from './auth-api';
import { browserCrossTab } from './cross-tab';
import { SessionStore } from './session-store';

let pageStore: SessionStore | null = null;

/** One session per page, whatever re-renders or remounts the provider. */
function getPageStore(): SessionStore {
  pageStore ??= new SessionStore({ api: authApi, crossTab: browserCrossTab() });
  return pageStore;
}

const AuthActionsContext = createContext<AuthActions | null>(null);

/** The built-in pages' actions; null under the Clerk adapter (its pages are Clerk's components). */
export function useBuiltInAuth(): AuthActions | null {
  return useContext(AuthActionsContext);
}

/** The built-in adapter (ARCHITECTURE §5): the server is the identity provider. */
export function BuiltInIdentityProvider({ children, store = getPageStore() }: { children: ReactNode; store?: SessionStore }) {
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const actions = useMemo(() => createAuthActions(authApi, store), [store]);

  const identity = useMemo<Identity>(
    () => ({
      provider: 'built-in',
      loaded: state.loaded,
      signedIn: state.user !== null,
      user: state.user,
      session: state.session,
      getToken: store.getToken,
      reload: store.refresh,
      signOut: store.signOut,
      setActiveOrganization: store.setActiveOrganization,
    }),
    [state, store],
  );

  return (
    <IdentityContext.Provider value={identity}>
      <AuthActionsContext.Provider value={actions}>{children}</AuthActionsContext.Provider>
    </IdentityContext.Provider>
  );
}
