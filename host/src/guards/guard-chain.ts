import type { RouteGuard } from '@iprism/shared/contracts/route-rules';
import type { RouteMeta } from '@iprism/shared/contracts/routes';
import type { User } from '@iprism/shared/contracts/identity';
import type { AccessCache } from './access-cache';
import { clientPortalGuard } from './client-portal';
import { adminAccessGuard, pilotAccessGuard, toolboxAccessGuard } from './license-access';
import { justAcceptedInvitation } from './navigation';
import { normalizePathname } from './paths';
import { pendingOrganizationGuard } from './pending-organization';
import { personalEmailGuard } from './personal-email';
import { isPublicPath } from './public-paths';
import { signInRedirect } from './redirects';
import { routeRequirementsGuard } from './route-requirements';
import { guardEnabled, routeRuleRedirect, type RouteRuleState } from './route-rule';
import type { AccessDecision, GuardStep } from './types';

/** The part of the access cache the guards read: the licence (null = lookup failed) and its flags. */
export type AccessFlags = Pick<AccessCache, 'license' | 'hasPilotAccess' | 'hasToolboxAccess' | 'hasAdminAccess'>;

export interface AccessInput {
  /** location.pathname, as the browser has it. */
  pathname: string;
  /** location.search: '' or '?…'. */
  search: string;
  /** location.hash: '' or '#…'; kept in the sign-in redirect_url so the user comes back to the same spot. */
  hash?: string;
  /** Meta of the route the router matched; undefined when no route matches (the 404 page). */
  routeMeta: RouteMeta | undefined;
  /** Identity-provider state. */
  auth: { loaded: boolean; signedIn: boolean };
  /** The signed-in user; null until the provider has delivered it. */
  user: User | null;
  /** Cached or freshly looked-up licence and flags; null while the first lookup is running. */
  access: AccessFlags | null;
  /** The path of the previous navigation, null on the first one. */
  previousPath: string | null;
  /** The path's route rule (SPEC §7); left out, the defaults apply. */
  routeRule?: RouteRuleState;
}

const ALLOW: AccessDecision = { type: 'allow' };
const WAIT: AccessDecision = { type: 'wait' };

/**
 * The access check run on each navigation (SPEC §4 "Access check", §5 "Access guards"):
 * 1. a public path or public-flagged route is allowed, signed in or not;
 * 2. otherwise wait for the identity provider; a signed-out visitor goes to /sign-in with the full
 *    original path, query and fragment as redirect_url (this also enforces §5.7 "public false needs
 *    sign-in", and an unknown route is treated as non-public);
 * 3. with the user and the licence flags known (else wait), apply in order: personal e-mail, client
 *    portal, pending organisation, pilot, toolbox, admin, route requirements. The first guard that redirects (or, for
 *    the pending-organisation pages, allows) decides; if none does, allow.
 * Before all of this, the path's route rule (SPEC §7): its redirect wins over everything, and a guard it
 * turns off is skipped on that path. A public page and a signed-out visit do not wait for the rule (the
 * page or the sign-in is shown, and left if a redirect arrives); a signed-in visit to any other page waits. The route requirements are not a toggle: they are the
 * route's own metadata. The server checks every API call regardless, so a skipped guard opens nothing.
 * Pure: the caller matches the route, refreshes the cache (see cacheDecision) and performs the redirect.
 */
export function evaluateAccess(input: AccessInput): AccessDecision {
  const rule = input.routeRule;
  const redirect = routeRuleRedirect(rule, input.pathname);
  if (redirect) return redirect;
  if (isPublicPath(input.pathname, input.routeMeta)) return ALLOW;
  if (!input.auth.loaded) return WAIT;
  if (!input.auth.signedIn) return signInRedirect(input.pathname, input.search, input.hash ?? '');
  if (rule === 'loading') return WAIT;

  const { user, access, routeMeta } = input;
  if (user === null || access === null) return WAIT;

  const path = normalizePathname(input.pathname);
  const query = new URLSearchParams(input.search);
  const invitationJustAccepted = justAcceptedInvitation(query, input.previousPath);
  const guards: ReadonlyArray<[RouteGuard | null, () => GuardStep]> = [
    ['personalEmail', () => personalEmailGuard({ path, user, license: access.license })],
    ['clientPortal', () => clientPortalGuard({ path, query, user })],
    ['pendingOrganization', () => pendingOrganizationGuard({ path, user, hasPilotAccess: access.hasPilotAccess })],
    ['pilot', () => pilotAccessGuard({ path, granted: access.hasPilotAccess, invitationJustAccepted })],
    ['toolbox', () => toolboxAccessGuard({ path, granted: access.hasToolboxAccess, invitationJustAccepted })],
    ['admin', () => adminAccessGuard({ path, granted: access.hasAdminAccess })],
    [null, () => routeRequirementsGuard({ meta: routeMeta, license: access.license, memberships: user.organizationMemberships })],
  ];
  for (const [name, guard] of guards) {
    if (name && !guardEnabled(rule, name)) continue;
    const step = guard();
    if (step.type !== 'next') return step;
  }
  return ALLOW;
}
