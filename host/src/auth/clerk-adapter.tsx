import { useMemo, type ReactNode } from 'react';
import { ClerkProvider, OrganizationSwitcher, SignIn, SignUp, useAuth, useClerk, useOrganization, useSession, useUser } from '@clerk/clerk-react';
import { IdentityContext, type Identity } from './identity';
import { sessionFromClerk, userFromClerk } from './clerk-mapping';

/**
 * The Clerk adapter (ARCHITECTURE §5), used when the browser build has CLERK_PUBLISHABLE_KEY. Loaded
 * through a dynamic import only in that build, so the default build never ships Clerk.
 */

/** Maps Clerk's hooks onto the identity interface. */
export function useClerkIdentity(): Identity {
  const { isLoaded: userLoaded, isSignedIn, user } = useUser();
  const auth = useAuth();
  const { session } = useSession();
  const { organization } = useOrganization();
  const clerk = useClerk();

  const mappedUser = useMemo(() => (isSignedIn && user ? userFromClerk(user) : null), [isSignedIn, user]);
  const { userId, sessionId, orgId, orgRole, orgSlug, getToken } = auth;
  const mappedSession = useMemo(
    () => sessionFromClerk({ userId, sessionId, orgId, orgRole, orgSlug }, mappedUser, organization?.id),
    [userId, sessionId, orgId, orgRole, orgSlug, mappedUser, organization?.id],
  );

  return useMemo<Identity>(
    () => ({
      provider: 'clerk',
      loaded: userLoaded && auth.isLoaded,
      signedIn: Boolean(isSignedIn && mappedUser),
      user: mappedUser,
      session: mappedSession,
      getToken: () => getToken(),
      reload: async () => {
        await session?.reload();
      },
      signOut: () => clerk.signOut(),
      setActiveOrganization: (organizationId) => clerk.setActive({ organization: organizationId }),
    }),
    [userLoaded, auth.isLoaded, isSignedIn, mappedUser, mappedSession, getToken, session, clerk],
  );
}

function ClerkIdentityBridge({ children }: { children: ReactNode }) {
  const identity = useClerkIdentity();
  return <IdentityContext.Provider value={identity}>{children}</IdentityContext.Provider>;
}

export interface ClerkIdentityProviderProps {
  publishableKey: string;
  /** The host router's navigate, so Clerk's own redirects stay client-side. */
  navigate: (to: string, options: { replace: boolean }) => unknown;
  children: ReactNode;
}

export function ClerkIdentityProvider({ publishableKey, navigate, children }: ClerkIdentityProviderProps) {
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      routerPush={(to: string) => navigate(to, { replace: false })}
      routerReplace={(to: string) => navigate(to, { replace: true })}
      signInUrl="/sign-in"
      signUpUrl="/sign-up"
      afterSignOutUrl="/sign-in"
    >
      <ClerkIdentityBridge>{children}</ClerkIdentityBridge>
    </ClerkProvider>
  );
}

/** Clerk's sign-in flow at /sign-in/* (its sub-steps live under that path). */
export function ClerkSignInPage({ redirectUrl }: { redirectUrl: string }) {
  return <SignIn routing="path" path="/sign-in" signUpUrl="/sign-up" forceRedirectUrl={redirectUrl} />;
}

/** Clerk's sign-up flow at /sign-up/*; new users continue with onboarding. */
export function ClerkSignUpPage() {
  return <SignUp routing="path" path="/sign-up" signInUrl="/sign-in" forceRedirectUrl="/onboarding/welcome" />;
}

/** Clerk's organisation picker (create or choose), for onboarding. */
export function ClerkOrganizationSwitcher() {
  return <OrganizationSwitcher hidePersonal afterCreateOrganizationUrl="/onboarding/complete" afterSelectOrganizationUrl="/onboarding/complete" />;
}
