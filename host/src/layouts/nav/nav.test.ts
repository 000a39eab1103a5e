/** @jest-environment node */
// Pure data: no DOM needed.
import { matchRoutes } from 'react-router-dom';
import { ROUTES } from '@iprism/shared/contracts/route-table';
import { AREA_NAVS } from './area-navs';
import { SIGN_IN_PATH, SIGN_UP_PATH, SITE_FOOTER_SECTIONS, SITE_HEADER_LINKS } from './site';
import { USER_MENU_LINKS } from './user-menu';
import { isCurrentPath } from './match';
import type { NavLink } from './types';

const routeObjects = ROUTES.map((r) => ({ path: r.path }));

/** The route table entry a path lands on, as the router would pick it. */
function routeOf(path: string) {
  const matches = matchRoutes(routeObjects, path);
  const route = matches?.[matches.length - 1]?.route.path;
  return ROUTES.find((r) => r.path === route);
}

const areaLinks = Object.values(AREA_NAVS).flatMap((nav) => nav.sections.flatMap((s) => s.links.map((link) => ({ area: nav.area, link }))));
const siteLinks: NavLink[] = [...SITE_HEADER_LINKS, ...SITE_FOOTER_SECTIONS.flatMap((s) => s.links)];

describe('nav definitions', () => {
  it.each([...areaLinks.map(({ link }) => link), ...siteLinks, ...USER_MENU_LINKS].map((l) => [l.to, l.label]))('%s (%s) is a path of the route table', (to) => {
    expect(routeOf(to)).toBeDefined();
  });

  it('finds no route for a path outside the table (the check can fail)', () => {
    expect(routeOf('/dashboard/patent/nope')).toBeUndefined();
  });

  it.each([SIGN_IN_PATH, SIGN_UP_PATH])('%s is a path of the route table', (to) => {
    expect(routeOf(to)).toBeDefined();
  });

  it('lists each area home among its own links', () => {
    for (const nav of Object.values(AREA_NAVS)) expect(nav.sections.flatMap((s) => s.links.map((l) => l.to))).toContain(nav.home);
    for (const nav of Object.values(AREA_NAVS)) expect(routeOf(nav.home)?.layout).toBe(nav.area);
  });

  it('lists every /admin route in the admin nav', () => {
    const adminPaths = ROUTES.filter((r) => r.path.startsWith('/admin')).map((r) => r.path);
    const navPaths = AREA_NAVS.admin.sections.flatMap((s) => s.links.map((l) => l.to));
    expect(navPaths).toEqual(expect.arrayContaining(adminPaths));
  });

  it('lists every patent dashboard route in the dashboard nav', () => {
    const patentPaths = ROUTES.filter((r) => r.path.startsWith('/dashboard/patent')).map((r) => r.path);
    const navPaths = AREA_NAVS.dashboard.sections.flatMap((s) => s.links.map((l) => l.to));
    expect(navPaths).toEqual(expect.arrayContaining(patentPaths));
  });

  it('links every public content page of SPEC §2 from the site footer', () => {
    const footer = SITE_FOOTER_SECTIONS.flatMap((s) => s.links.map((l) => l.to));
    const pages = ['/products', '/pricing', '/security', '/careers', '/contact', '/newsroom', '/support', '/feedback', '/terms', '/privacy', '/accessibility', '/documentation', '/about'];
    expect(footer).toEqual(expect.arrayContaining(pages));
  });

  it('has no duplicate link within an area', () => {
    for (const nav of Object.values(AREA_NAVS)) {
      const paths = nav.sections.flatMap((s) => s.links.map((l) => l.to));
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});

describe('isCurrentPath', () => {
  it('matches exactly, ignoring a trailing slash', () => {
    expect(isCurrentPath('/admin', '/admin')).toBe(true);
    expect(isCurrentPath('/admin', '/admin/')).toBe(true);
    expect(isCurrentPath('/admin', '/admin/accounts')).toBe(false);
    expect(isCurrentPath('/dashboard/patent', '/dashboard/patent/priorart')).toBe(false);
  });
});
