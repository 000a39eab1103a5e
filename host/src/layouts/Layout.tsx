import { lazy, Suspense, type ReactNode } from 'react';
import type { LayoutName } from '@iprism/shared/contracts/routes';
import { SiteLayout } from './SiteLayout';
import { loadAreaLayout } from '../routes/lazy-screens';
import { PageLoading } from '../ui/PageLoading';

// The public site's first load carries neither the signed-in frame nor the areas' navigation.
const AreaLayout = lazy(() => loadAreaLayout().then((m) => ({ default: m.AreaLayout })));

/** Picks the frame of a route by its layout name (SPEC §2). */
export function Layout({ name, title, children }: { name: LayoutName; title: string; children: ReactNode }) {
  switch (name) {
    case 'none':
      return <>{children}</>;
    case 'default':
      return <SiteLayout>{children}</SiteLayout>;
    default:
      return (
        <Suspense fallback={<PageLoading />}>
          <AreaLayout name={name} title={title}>
            {children}
          </AreaLayout>
        </Suspense>
      );
  }
}
