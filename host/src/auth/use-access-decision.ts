import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from '@iprism/shared/router';
import type { RouteMeta } from '@iprism/shared/contracts/routes';
import { evaluateAccess, isPublicPath, type AccessDecision } from '../guards';
import { AccessController } from './access-controller';
import { useIdentity } from './identity';
import { lookUpLicense } from './license-lookup';
import { pagePathHistory } from './previous-path';
import { RouteRuleStore, fetchRouteRule } from './route-rule-store';

let pageController: AccessController | null = null;
let reloadSession: () => Promise<void> = async () => undefined;
let pageRouteRules: RouteRuleStore | null = null;

function getRouteRules(): RouteRuleStore {
  pageRouteRules ??= new RouteRuleStore({ fetchRule: fetchRouteRule });
  return pageRouteRules;
}

/** One access cache per page; it reloads the session through whichever identity is current. */
function getController(): AccessController {
  pageController ??= new AccessController({ getLicense: () => lookUpLicense(), reloadSession: () => reloadSession() });
  return pageController;
}

/**
 * The guard chain's answer for the current location (SPEC §4): identity state, access cache and
 * previous path in, allow / redirect / wait out. All decisions are the pure evaluateAccess and
 * cacheDecision; this hook only feeds them and starts the cache work.
 */
export function useAccessDecision(routeMeta: RouteMeta | undefined, controller: AccessController = getController(), routeRules: RouteRuleStore = getRouteRules()): AccessDecision {
  const identity = useIdentity();
  const { pathname, search, hash } = useLocation();
  const previousPath = pagePathHistory.visit(pathname);
  useSyncExternalStore(controller.subscribe, controller.getVersion);
  const rulesVersion = useSyncExternalStore(routeRules.subscribe, routeRules.getVersion);

  // SPEC §7: the path's rule is looked up before the guards run (cached like the licence; again after a clear).
  useEffect(() => {
    routeRules.load(pathname);
  }, [routeRules, pathname, rulesVersion]);

  const userId = identity.signedIn ? (identity.user?.id ?? null) : null;
  const needsAccess = userId !== null && !isPublicPath(pathname, routeMeta);
  const nav = useMemo(
    () => (userId === null ? null : { userId, key: `${pathname}${search}`, path: pathname, query: search, previousPath, memberships: identity.user?.organizationMemberships ?? [] }),
    [userId, pathname, search, previousPath, identity.user],
  );

  useEffect(() => {
    reloadSession = identity.reload;
  }, [identity.reload]);

  useEffect(() => {
    if (identity.loaded && !identity.signedIn) {
      controller.reset();
      routeRules.clear();
    }
  }, [controller, routeRules, identity.loaded, identity.signedIn]);

  useEffect(() => {
    if (needsAccess && nav) controller.navigate(nav);
  }, [controller, needsAccess, nav]);

  return evaluateAccess({
    pathname,
    search,
    hash,
    routeMeta,
    auth: { loaded: identity.loaded, signedIn: identity.signedIn },
    user: identity.user,
    access: needsAccess && nav ? controller.flagsFor(nav) : null,
    previousPath,
    routeRule: routeRules.ruleFor(pathname),
  });
}
