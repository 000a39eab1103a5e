import { DEFAULT_ROUTE_GUARDS, type RouteGuard, type RouteRuleAnswer } from '@iprism/shared/contracts/route-rules';
import { normalizePathname } from './paths';
import type { RedirectDecision } from './types';

/**
 * What the guard chain knows of the path's SPEC §7 route rule: the server's answer, 'loading' while the
 * lookup runs, or undefined where no lookup is made (the defaults: no redirect, every guard on).
 */
export type RouteRuleState = RouteRuleAnswer | 'loading' | undefined;

/** The rule's redirect for this location, unless it points at the page already open (a rule never loops). */
export function routeRuleRedirect(rule: RouteRuleState, pathname: string): RedirectDecision | null {
  if (rule === undefined || rule === 'loading' || !rule.redirect) return null;
  const target = rule.redirect.split(/[?#]/, 1)[0] ?? '';
  if (normalizePathname(target) === normalizePathname(pathname)) return null;
  return { type: 'redirect', to: rule.redirect, guard: 'route-rule' };
}

/** Whether the guard runs on this path: on unless the rule turned it off. */
export function guardEnabled(rule: RouteRuleState, guard: RouteGuard): boolean {
  if (rule === undefined || rule === 'loading') return DEFAULT_ROUTE_GUARDS[guard];
  return rule.guards[guard];
}
