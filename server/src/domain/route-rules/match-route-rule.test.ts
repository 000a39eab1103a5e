import { RouteRuleAnswerSchema, type RouteRule } from '@iprism/shared/contracts';
import { findRouteRule, routeRuleFor } from './match-route-rule';

const ALL_ON = { personalEmail: true, clientPortal: true, pendingOrganization: true, pilot: true, toolbox: true, admin: true };
const rules: RouteRule[] = [
  { pattern: '/dashboard/*', redirect: null, guards: { pilot: false } },
  { pattern: '/dashboard/patent/*', redirect: null, guards: { personalEmail: false } },
  { pattern: '/dashboard/patent/priorart', redirect: '/dashboard/patent/prior-art', guards: {} },
  { pattern: '/old-pricing', redirect: '/pricing', guards: {} },
  { pattern: '/*', redirect: null, guards: { admin: false } },
];

describe('routeRuleFor', () => {
  it('answers the defaults when no rule matches', () => {
    const answer = routeRuleFor([], '/dashboard/patent/priorart');
    expect(answer).toEqual({ redirect: null, guards: ALL_ON });
    expect(RouteRuleAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('prefers the exact rule to every prefix', () => {
    expect(routeRuleFor(rules, '/dashboard/patent/priorart')).toEqual({ redirect: '/dashboard/patent/prior-art', guards: ALL_ON });
  });

  it('takes the longest prefix, and only its guards', () => {
    expect(routeRuleFor(rules, '/dashboard/patent/drafting')).toEqual({ redirect: null, guards: { ...ALL_ON, personalEmail: false } });
    expect(routeRuleFor(rules, '/dashboard/scout')).toEqual({ redirect: null, guards: { ...ALL_ON, pilot: false } });
    expect(routeRuleFor(rules, '/pricing')).toEqual({ redirect: null, guards: { ...ALL_ON, admin: false } });
  });

  it('lets a prefix cover its own base path but not a longer sibling name', () => {
    expect(routeRuleFor(rules, '/dashboard/patent').guards.personalEmail).toBe(false);
    expect(routeRuleFor(rules, '/dashboard/patents').guards).toEqual({ ...ALL_ON, pilot: false });
  });

  it('matches an exact rule only on its own path', () => {
    expect(routeRuleFor(rules, '/dashboard/patent/priorart/123').redirect).toBeNull();
    expect(routeRuleFor(rules.slice(0, 4), '/old-pricing/x')).toEqual({ redirect: null, guards: ALL_ON });
  });

  it('reads the path as the router does: case, escapes, trailing slash, query and fragment', () => {
    expect(routeRuleFor(rules, '/Dashboard/Patent/PriorArt/').redirect).toBe('/dashboard/patent/prior-art');
    expect(routeRuleFor(rules, '/dashboard/patent/%70riorart?tab=2#top').redirect).toBe('/dashboard/patent/prior-art');
    expect(routeRuleFor(rules, '//dashboard//patent/priorart').redirect).toBe('/dashboard/patent/prior-art');
  });

  it('does not depend on the order rules are stored in', () => {
    expect(findRouteRule([...rules].reverse(), '/dashboard/patent/x')?.pattern).toBe('/dashboard/patent/*');
  });
});
