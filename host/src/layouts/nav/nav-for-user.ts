import { ROUTES, routeMatchScore } from '@iprism/shared/contracts/route-table';
import type { OrganizationMembership } from '@iprism/shared/contracts/identity';
import { clientMayOpen } from '../../guards/client-portal';
import { hasMembershipPermission } from '../../guards/route-requirements';
import type { AreaNav, NavLink } from './types';

export interface NavViewer {
  /** A read-only client-portal user. */
  client: boolean;
  memberships: readonly OrganizationMembership[];
}

/** The permission the route table asks of a link's page, if any. */
function requiredPermissionOf(to: string): string | undefined {
  return ROUTES.find((r) => routeMatchScore(r.path, to) !== null)?.meta.requiredPermission;
}

/**
 * The links a user's navigation shows: a client only what the client-portal guard lets them open, and
 * nobody a page whose required permission none of their memberships holds. The guards and the server
 * still refuse the rest; this keeps them out of sight.
 */
export const linksForUser = (links: readonly NavLink[], viewer: NavViewer): NavLink[] =>
  links.filter((l) => (!viewer.client || clientMayOpen(l.to)) && permitted(l.to, viewer.memberships));

function permitted(to: string, memberships: readonly OrganizationMembership[]): boolean {
  const permission = requiredPermissionOf(to);
  return permission === undefined || hasMembershipPermission(memberships, permission);
}

/** The area's navigation for this user, with no section left empty. */
export function navForUser(nav: AreaNav, viewer: NavViewer): AreaNav {
  const sections = nav.sections.map((s) => ({ ...s, links: linksForUser(s.links, viewer) })).filter((s) => s.links.length > 0);
  return { ...nav, sections };
}
