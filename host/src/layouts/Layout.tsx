import { useMemo, type ReactNode } from 'react';
import type { LayoutName } from '@iprism/shared/contracts';
import { AreaFrame } from './AreaFrame';
import { SiteLayout } from './SiteLayout';
import { AREA_NAVS } from './nav/area-navs';
import { navForUser } from './nav/nav-for-user';
import { useIdentity } from '../auth/identity';
import { isClientUser } from '../guards/client-portal';

/** Picks the frame of a route by its layout name (SPEC §2). */
export function Layout({ name, title, children }: { name: LayoutName; title: string; children: ReactNode }) {
  const { user } = useIdentity();
  const client = user !== null && isClientUser(user);
  const memberships = user?.organizationMemberships;
  // The navigation lists only what the user's guards let them open (client portal, required permissions).
  const nav = useMemo(
    () => (name === 'none' || name === 'default' ? null : navForUser(AREA_NAVS[name], { client, memberships: memberships ?? [] })),
    [name, client, memberships],
  );
  switch (name) {
    case 'none':
      return <>{children}</>;
    case 'default':
      return <SiteLayout>{children}</SiteLayout>;
    default:
      return (
        <AreaFrame nav={nav ?? AREA_NAVS[name]} title={title}>
          {children}
        </AreaFrame>
      );
  }
}
