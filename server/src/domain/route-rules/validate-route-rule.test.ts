import type { RouteRule } from '@iprism/shared/contracts';
import { validateRouteRule } from './validate-route-rule';

const rule = (pattern: string, redirect: string | null, guards: RouteRule['guards'] = {}): RouteRule => ({ pattern, redirect, guards });

describe('validateRouteRule', () => {
  it('accepts exact and prefix patterns and normalises them', () => {
    expect(validateRouteRule(rule('/Dashboard/Scout/', null, { pilot: false }), [])).toEqual(rule('/dashboard/scout', null, { pilot: false }));
    expect(validateRouteRule(rule('/dashboard/*', null), [])).toEqual(rule('/dashboard/*', null));
    expect(validateRouteRule(rule('/*', null), [])).toEqual(rule('/*', null));
  });

  it('accepts a same-origin redirect with a query', () => {
    expect(validateRouteRule(rule('/old', '/new?tab=claims#top'), []).redirect).toBe('/new?tab=claims#top');
    expect(validateRouteRule(rule('/old', '/search?q=a:b'), []).redirect).toBe('/search?q=a:b');
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'dashboard', '/javascript:alert(1)', '/a b', '/a\u0000b', ''])('refuses the redirect %p', (redirect) => {
    expect(() => validateRouteRule(rule('/old', redirect), [])).toThrow('redirect: must be a path on this site, such as /dashboard/patent.');
  });

  it.each(['dashboard', '/dash*', '/dash/*/x', '/*x', '/a?b', '/a b'])('refuses the pattern %p', (pattern) => {
    expect(() => validateRouteRule(rule(pattern, null), [])).toThrow(/^pattern:/);
  });

  it('refuses an unknown guard', () => {
    expect(() => validateRouteRule({ pattern: '/a', redirect: null, guards: { sudo: false } as RouteRule['guards'] }, [])).toThrow('guards: unknown guard "sudo"');
  });

  it('refuses a redirect to a path the rule covers', () => {
    expect(() => validateRouteRule(rule('/old', '/OLD/'), [])).toThrow('redirect: "/OLD/" is covered by this rule itself and would redirect forever.');
    expect(() => validateRouteRule(rule('/old/*', '/old/new'), [])).toThrow(/covered by this rule itself/);
    expect(() => validateRouteRule(rule('/old/*', '/old'), [])).toThrow(/covered by this rule itself/);
  });

  it('accepts a redirect into a more specific rule below a prefix', () => {
    expect(validateRouteRule(rule('/old/*', '/old/kept'), [rule('/old/kept', null)]).redirect).toBe('/old/kept');
  });

  it('refuses a loop through other rules, and ignores the rule it replaces', () => {
    const stored = [rule('/b', '/c'), rule('/c', '/a')];
    expect(() => validateRouteRule(rule('/a', '/b'), stored)).toThrow('redirect: "/b" leads back to this rule through other redirects.');
    expect(validateRouteRule(rule('/a', '/b'), [rule('/b', '/c'), rule('/a', '/x')]).redirect).toBe('/b');
    expect(validateRouteRule(rule('/a', '/b'), [rule('/b', '/c'), rule('/c', '/b')]).redirect).toBe('/b');
  });
});
