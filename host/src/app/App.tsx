import { useLayoutEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '@iprism/shared/router';
import { getQueryClient } from '@iprism/shared/api/query-client';
import { ThemeModeProvider } from './ThemeModeProvider';
import { AppRoutes } from '../routes/router';
import { ToastArea } from '../ui/ToastArea';
import { ConfirmDialogHost } from '../ui/ConfirmDialogHost';
import { ReleaseWatcher } from '../platform/ReleaseWatcher';
import { IdentityProvider } from '../auth/IdentityProvider';
import { endPrerender } from '../platform/prerender-handoff';
import { QueryCacheReset } from '../session/QueryCacheReset';
import { SignedInServicesHost } from './SignedInServicesHost';

const queryClient = getQueryClient();

export function App() {
  // The first commit has replaced a prerendered page's markup (if any): its leftovers go in the same frame.
  useLayoutEffect(endPrerender, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        {/* Navigations render in one pass, not as a transition React slices into 5 ms tasks that other work interleaves
            with (warm navigations took 35–60 ms instead of ~30); a page still waiting for its code shows its own loading state. */}
        <BrowserRouter useTransitions={false}>
          <IdentityProvider>
            {/* Next to the provider's IdentityBridge, whose effects run first: the token getter and session atom are set. */}
            <SignedInServicesHost />
            <AppRoutes />
            {/* Last: its reset refetches the queries still enabled, so the others must have seen the new identity first. */}
            <QueryCacheReset />
          </IdentityProvider>
        </BrowserRouter>
        <ToastArea />
        <ConfirmDialogHost />
        <ReleaseWatcher />
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
