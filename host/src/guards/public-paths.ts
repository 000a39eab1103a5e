import type { RouteMeta } from '@iprism/shared/contracts/routes';
import { isUnder, normalizePathname, segmentsOf } from './paths';

/** The exact public paths of SPEC §2 "Public". */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/test',
  '/prose',
  '/terms',
  '/careers',
  '/contact',
  '/pricing',
  '/privacy',
  '/sign-up',
  '/support',
  '/feedback',
  '/products',
  '/security',
  '/thank-you',
  '/logger-test',
  '/unsubscribe',
  '/unauthorized',
  '/accept-invite',
  '/accessibility',
  '/dev-csrf-test',
  '/documentation',
  '/newsroom',
  '/verification-sent',
  '/about',
]);

/** Public sections with exactly one segment below them: /newsroom/{id}, /agreement/{token}. */
const ONE_SEGMENT_BELOW = ['/newsroom', '/agreement'];
/** "Any path starting with sign-in or sign-up" (also covers /sign-in and its catch-all). */
const PUBLIC_PREFIXES = ['/sign-in', '/sign-up'];
/** "Any path containing /factor-, /verify-, /sso-callback or /create-": the identity provider's flows. */
const PUBLIC_FRAGMENTS = ['/factor-', '/verify-', '/sso-callback', '/create-'];

/**
 * SPEC §2 "Public" and §4 step 1: true when the path needs no sign-in. `routeMeta` is the matched
 * route's meta; a route flagged `public: true` is public whatever its path.
 */
export function isPublicPath(pathname: string, routeMeta?: RouteMeta): boolean {
  if (routeMeta?.public === true) return true;
  const path = normalizePathname(pathname);
  if (PUBLIC_PATHS.has(path)) return true;
  if (ONE_SEGMENT_BELOW.some((base) => isUnder(path, base) && segmentsOf(path).length === 2)) return true;
  if (PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  return PUBLIC_FRAGMENTS.some((fragment) => path.includes(fragment));
}

/** The signed-in parts of the site (SPEC §2 onboarding, employee, admin, dashboard and the other named pages). */
const SIGNED_IN_AREAS = ['/dashboard', '/admin', '/employee', '/onboarding', '/profile', '/settings'];

/**
 * True when an unknown path lies inside a signed-in area, where the guard chain must still run before
 * the 404 page: a signed-out visitor is asked to sign in first (SPEC §2 Redirects), and the area's
 * rules apply (e.g. a client-portal user on any path ending in new gets the client-access refusal,
 * SPEC §6) instead of a 404 that would tell a visitor which pages exist. Unknown paths elsewhere get
 * the 404 page at once.
 */
export function isSignedInArea(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return SIGNED_IN_AREAS.some((area) => isUnder(path, area));
}
