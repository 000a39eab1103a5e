import { Suspense, type ReactNode } from 'react';
import type { LayoutName } from '@iprism/shared/contracts/routes';
import type { AreaName } from './nav/types';
import { SiteLayout } from './SiteLayout';
import { AREA_LAYOUT } from '../routes/lazy-screens';
import { usePreloadable } from '../platform/preloadable';
import { PageLoading } from '../ui/PageLoading';

/** The signed-in frame, its own chunk: the public site's first load carries neither it nor the areas' navigation. */
function AreaLayoutView({ name, title, children }: { name: AreaName; title: string; children: ReactNode }) {
  const AreaLayout = usePreloadable(AREA_LAYOUT);
  return (
    <Suspense fallback={<PageLoading />}>
      <AreaLayout name={name} title={title}>
        {children}
      </AreaLayout>
    </Suspense>
  );
}

/** Picks the frame of a route by its layout name (SPEC §2). */
export function Layout({ name, title, children }: { name: LayoutName; title: string; children: ReactNode }) {
  switch (name) {
    case 'none':
      return <>{children}</>;
    case 'default':
      return <SiteLayout>{children}</SiteLayout>;
    default:
      return (
        <AreaLayoutView name={name} title={title}>
          {children}
        </AreaLayoutView>
      );
  }
}
