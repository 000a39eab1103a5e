import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate } from '@iprism/shared/router';
import { PageLoading } from '../ui/PageLoading';
import { BuiltInIdentityProvider } from './built-in/BuiltInIdentityProvider';
import { IdentityBridge } from './IdentityBridge';
import { CLERK_PUBLISHABLE_KEY, loadClerkAdapter } from './provider-config';

const LazyClerkProvider = lazy(() => loadClerkAdapter().then((m) => ({ default: m.ClerkIdentityProvider })));

/** Picks the adapter for this build (Clerk when a publishable key was given, else built-in) and publishes it. */
export function IdentityProvider({ children }: { children: ReactNode }) {
  // Clerk's own redirects stay client-side.
  const navigate = useNavigate();
  if (CLERK_PUBLISHABLE_KEY) {
    return (
      <Suspense fallback={<PageLoading />}>
        <LazyClerkProvider publishableKey={CLERK_PUBLISHABLE_KEY} navigate={navigate}>
          <IdentityBridge />
          {children}
        </LazyClerkProvider>
      </Suspense>
    );
  }
  return (
    <BuiltInIdentityProvider>
      <IdentityBridge />
      {children}
    </BuiltInIdentityProvider>
  );
}
