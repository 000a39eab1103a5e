import { useMemo, type ReactNode } from 'react';
import { AreaFrame } from './AreaFrame';
import { AREA_NAVS } from './nav/area-navs';
import { navForUser } from './nav/nav-for-user';
import type { AreaName } from './nav/types';
import { useIdentity } from '../auth/identity';
import { isClientUser } from '../guards/client-portal';

/** A signed-in area's frame with the navigation of that area that this user may open (client portal, required permissions). */
export function AreaLayout({ name, title, children }: { name: AreaName; title: string; children: ReactNode }) {
  const { user } = useIdentity();
  const client = user !== null && isClientUser(user);
  const memberships = user?.organizationMemberships;
  const nav = useMemo(() => navForUser(AREA_NAVS[name], { client, memberships: memberships ?? [] }), [name, client, memberships]);
  return (
    <AreaFrame nav={nav} title={title}>
      {children}
    </AreaFrame>
  );
}
