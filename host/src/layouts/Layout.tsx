import type { ReactNode } from 'react';
import type { LayoutName } from '@iprism/shared/contracts';
import { AreaFrame } from './AreaFrame';
import { SiteLayout } from './SiteLayout';
import { AREA_NAVS } from './nav/area-navs';

/** Picks the frame of a route by its layout name (SPEC §2). */
export function Layout({ name, title, children }: { name: LayoutName; title: string; children: ReactNode }) {
  switch (name) {
    case 'none':
      return <>{children}</>;
    case 'default':
      return <SiteLayout>{children}</SiteLayout>;
    default:
      return (
        <AreaFrame nav={AREA_NAVS[name]} title={title}>
          {children}
        </AreaFrame>
      );
  }
}
