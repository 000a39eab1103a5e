import { DEFAULT_ROUTE_GUARDS, normalizeRoutePath, type RouteRule, type RouteRuleAnswer } from '@iprism/shared/contracts';

const WILDCARD = '/*';

/** The path a pattern stands for, and whether it covers everything below it. */
export function parsePattern(pattern: string): { base: string; prefix: boolean } {
  const prefix = pattern.endsWith(WILDCARD);
  return { base: normalizeRoutePath(prefix ? pattern.slice(0, -WILDCARD.length) : pattern), prefix };
}

/** How well a pattern matches a normalised path: -1 for no match; an exact match beats any prefix, a longer prefix a shorter one. */
function specificity(pattern: string, path: string): number {
  const { base, prefix } = parsePattern(pattern);
  if (!prefix) return base === path ? Number.MAX_SAFE_INTEGER : -1;
  if (base === '/') return 0;
  return path === base || path.startsWith(`${base}/`) ? base.length : -1;
}

/** The rule that governs `path`, or null: the exact rule if there is one, else the longest `/*` prefix that covers it. */
export function findRouteRule<R extends Pick<RouteRule, 'pattern'>>(rules: readonly R[], path: string): R | null {
  const target = normalizeRoutePath(path);
  let best: R | null = null;
  let bestScore = -1;
  for (const rule of rules) {
    const score = specificity(rule.pattern, target);
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The answer of GET /api/route-rules for `path`: the governing rule's redirect and its guards over the
 * defaults (no redirect, every guard on). A prefix `/x/*` covers `/x` itself and everything below it;
 * paths are compared as the router reads them (decoded, case-insensitive, no trailing slash).
 */
export function routeRuleFor(rules: readonly RouteRule[], path: string): RouteRuleAnswer {
  const rule = findRouteRule(rules, path);
  return { redirect: rule?.redirect ?? null, guards: { ...DEFAULT_ROUTE_GUARDS, ...definedOnly(rule?.guards ?? {}) } };
}

function definedOnly(guards: RouteRule['guards']): RouteRule['guards'] {
  return Object.fromEntries(Object.entries(guards).filter(([, on]) => typeof on === 'boolean'));
}
