import { lazy, Suspense } from 'react';
import type { AppErrorInfo } from './error-page-content';

// Most visits never show an error: these screens and their MUI components load when one is shown.
const LazyErrorPage = lazy(() => import('./ErrorPage').then((m) => ({ default: m.ErrorPage })));
const LazyRemoteUnavailable = lazy(() => import('./RemoteUnavailable').then((m) => ({ default: m.RemoteUnavailable })));

/** The error page (ErrorPage.tsx), loaded on first use. */
export function ErrorScreen({ error }: { error?: AppErrorInfo }) {
  return (
    <Suspense fallback={null}>
      <LazyErrorPage error={error} />
    </Suspense>
  );
}

/** The "area unavailable — retry" panel (RemoteUnavailable.tsx), loaded on first use. */
export function RemoteUnavailableScreen(props: { remote: string; onRetry: () => Promise<void> }) {
  return (
    <Suspense fallback={null}>
      <LazyRemoteUnavailable {...props} />
    </Suspense>
  );
}
