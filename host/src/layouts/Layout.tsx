import type { ReactNode } from 'react';
import type { LayoutName } from '@iprism/shared/contracts/routes';
import { SiteLayout } from './SiteLayout';
import { AREA_LAYOUT } from '../routes/lazy-screens';
import { PreloadedView } from '../platform/preloadable';
import { PageLoading } from '../ui/PageLoading';

/** Picks the frame of a route by its layout name (SPEC §2). */
export function Layout({ name, title, children }: { name: LayoutName; title: string; children: ReactNode }) {
  switch (name) {
    case 'none':
      return <>{children}</>;
    case 'default':
      return <SiteLayout>{children}</SiteLayout>;
    default:
      // The signed-in frame is its own chunk: the public site's first load carries neither it nor the areas' navigation.
      return <PreloadedView of={AREA_LAYOUT} props={{ name, title, children }} fallback={<PageLoading />} />;
  }
}
