import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from '../ui/PageLoading';
import { BuiltInIdentityProvider } from './built-in/BuiltInIdentityProvider';
import { IdentityBridge } from './IdentityBridge';
import { CLERK_PUBLISHABLE_KEY, loadClerkAdapter } from './provider-config';

const LazyClerkProvider = lazy(() => loadClerkAdapter().then((m) => ({ default: m.ClerkIdentityProvider })));

export interface IdentityProviderProps {
  /** The router's navigate (Clerk redirects through it). */
  navigate: (to: string, options: { replace: boolean }) => unknown;
  children: ReactNode;
}

/** Picks the adapter for this build (Clerk when a publishable key was given, else built-in) and publishes it. */
export function IdentityProvider({ navigate, children }: IdentityProviderProps) {
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
