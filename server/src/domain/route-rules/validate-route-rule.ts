import { ROUTE_GUARDS, type RouteRule } from '@iprism/shared/contracts';
import { invalidField } from '../invalid-field';
import { findRouteRule, parsePattern } from './match-route-rule';

/** Redirects are followed at most this many times when looking for a loop through other rules. */
const MAX_HOPS = 20;

/**
 * Checks a rule before it is stored, with the rules already stored (the one it replaces, same pattern,
 * left out). The pattern is a path starting with '/', with '*' only as a final '/*'. The redirect is a
 * same-origin path: it starts with a single '/', has no scheme, host, backslash, space or control
 * character, and never leads back to a path the rule itself covers, directly or through other rules'
 * redirects. Returns the rule with its pattern normalised; a refusal is a 400 naming the field.
 */
export function validateRouteRule(rule: RouteRule, stored: readonly RouteRule[]): RouteRule {
  const pattern = checkPattern(rule.pattern);
  for (const key of Object.keys(rule.guards)) {
    if (!(ROUTE_GUARDS as readonly string[]).includes(key)) throw invalidField('guards', `unknown guard "${key}"; guards are ${ROUTE_GUARDS.join(', ')}.`);
  }
  const candidate: RouteRule = { ...rule, pattern };
  if (rule.redirect === null) return candidate;
  const redirect = checkRedirect(rule.redirect);
  const others = stored.filter((r) => checkPatternQuietly(r.pattern) !== pattern);
  const rules = [...others, { ...candidate, redirect }];
  const seen = new Set<string>();
  let target: string | null = redirect;
  for (let hop = 0; target !== null && hop < MAX_HOPS; hop += 1) {
    const governing: RouteRule | null = findRouteRule(rules, target);
    if (governing?.pattern === pattern) throw invalidField('redirect', hop === 0 ? `"${redirect}" is covered by this rule itself and would redirect forever.` : `"${redirect}" leads back to this rule through other redirects.`);
    const path = target.split(/[?#]/, 1)[0]!;
    if (seen.has(path)) break;
    seen.add(path);
    target = governing?.redirect ?? null;
  }
  return { ...candidate, redirect };
}

function checkPattern(raw: string): string {
  const pattern = raw.trim();
  if (!pattern.startsWith('/')) throw invalidField('pattern', 'must be a path starting with "/".');
  if (/[?#\s\\]/.test(pattern)) throw invalidField('pattern', 'must be a path without query, fragment, spaces or backslashes.');
  const star = pattern.indexOf('*');
  if (star !== -1 && (star !== pattern.length - 1 || !pattern.endsWith('/*'))) throw invalidField('pattern', 'may use "*" only as a final "/*".');
  const { base, prefix } = parsePattern(pattern);
  return prefix ? `${base === '/' ? '' : base}/*` : base;
}

function checkPatternQuietly(raw: string): string | null {
  try {
    return checkPattern(raw);
  } catch {
    return null;
  }
}

function checkRedirect(raw: string): string {
  const redirect = raw.trim();
  // '//host' and '/\host' are read by browsers as another origin; a scheme or control character never belongs in a path.
  if (!redirect.startsWith('/') || redirect.startsWith('//') || /[\\\s\p{Cc}]/u.test(redirect) || /^\/[^/?#]*:/.test(redirect)) {
    throw invalidField('redirect', 'must be a path on this site, such as /dashboard/patent.');
  }
  return redirect;
}
