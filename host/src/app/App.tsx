import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeModeProvider } from './ThemeModeProvider';
import { router } from '../routes/router';
import { ToastArea } from '../ui/ToastArea';
import { ConfirmDialogHost } from '../ui/ConfirmDialogHost';
import { ReleaseWatcher } from '../platform/ReleaseWatcher';
import { IdentityProvider } from '../auth/IdentityProvider';
import { LowCreditNotice } from '../notifications/LowCreditNotice';
import { NotificationsBridge } from '../notifications/NotificationsBridge';
import { RealtimeBridge } from '../realtime/RealtimeBridge';
import { ProgressToasts } from '../realtime/ProgressToasts';
import { endPrerender } from '../platform/prerender-handoff';
import { SessionHeartbeat } from '../session/SessionHeartbeat';

const navigate = (to: string, options: { replace: boolean }) => router.navigate(to, options);

export function App() {
  // The first commit has replaced a prerendered page's markup (if any): its leftovers go in the same frame.
  useLayoutEffect(endPrerender, []);
  return (
    <ThemeModeProvider>
      <IdentityProvider navigate={navigate}>
        {/* Next to the provider's IdentityBridge, whose effects run first: the token getter and session atom are set. */}
        <RealtimeBridge />
        <ProgressToasts />
        <NotificationsBridge />
        <LowCreditNotice />
        <SessionHeartbeat />
        {/* Navigations render in one pass, not as a transition React slices into 5 ms tasks that other work interleaves
            with (warm navigations took 35–60 ms instead of ~30); a page still waiting for its code shows its own loading state. */}
        <RouterProvider router={router} useTransitions={false} />
      </IdentityProvider>
      <ToastArea />
      <ConfirmDialogHost />
      <ReleaseWatcher />
    </ThemeModeProvider>
  );
}
