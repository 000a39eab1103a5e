import { lazy, Suspense } from 'react';
import { loadClerkAdapter } from '../provider-config';
import { PageLoading } from '../../ui/PageLoading';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Clerk's own components, from the Clerk chunk (only reachable in a build with a publishable key). */
const LazySignIn = lazy(() => loadClerkAdapter().then((m) => ({ default: m.ClerkSignInPage })));
const LazySignUp = lazy(() => loadClerkAdapter().then((m) => ({ default: m.ClerkSignUpPage })));
const LazySwitcher = lazy(() => loadClerkAdapter().then((m) => ({ default: m.ClerkOrganizationSwitcher })));

/** Clerk's cards carry their own h1, so the frame adds none (one h1 per page). */
function ClerkFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', alignItems: 'flex-start', px: 2, py: { xs: 4, sm: 8 }, bgcolor: 'background.default' }}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </Box>
  );
}

export function ClerkSignIn({ redirectUrl }: { redirectUrl: string }) {
  return (
    <ClerkFrame>
      <LazySignIn redirectUrl={redirectUrl} />
    </ClerkFrame>
  );
}

export function ClerkSignUp() {
  return (
    <ClerkFrame>
      <LazySignUp />
    </ClerkFrame>
  );
}

export function ClerkOrganizationPicker() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazySwitcher />
    </Suspense>
  );
}
