import { ADMIN_ROOT_LICENSE_TYPES, TRADEMARK_LICENSE_TYPES } from '@iprism/shared/contracts/areas';
import { TEAM_PERMISSION } from '@iprism/shared/contracts/organizations';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, isPagePath, modulesByRemote } from './route-table';

const byPath = (path: string) => {
  const r = ROUTES.find((x) => x.path === path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

describe('route table', () => {
  it('has every public route of SPEC §2 flagged public', () => {
    const publicPaths = ['/', '/test', '/prose', '/terms', '/careers', '/contact', '/pricing', '/privacy', '/sign-up/*', '/support', '/feedback', '/products', '/security', '/thank-you', '/logger-test', '/unsubscribe', '/unauthorized', '/accept-invite', '/accessibility', '/dev-csrf-test', '/documentation', '/newsroom', '/newsroom/:id', '/sign-in/*', '/agreement/:token', '/verification-sent', '/about'];
    for (const p of publicPaths) expect(byPath(p).meta.public).toBe(true);
  });

  it('keeps the titles and layouts the spec names', () => {
    expect(byPath('/employee')).toMatchObject({ title: 'Employee Dashboard', layout: 'employee' });
    expect(byPath('/admin/notifications')).toMatchObject({ title: 'Admin - Notifications', layout: 'admin' });
    expect(byPath('/dashboard')).toMatchObject({ title: 'Dashboard Home', layout: 'none' });
    expect(byPath('/dashboard/scout')).toMatchObject({ layout: 'scout' });
    expect(byPath('/dashboard/toolbox')).toMatchObject({ title: 'Toolbox', layout: 'toolbox' });
    expect(byPath('/dashboard/toolbox/formfill')).toMatchObject({ title: 'Form Fill - Toolbox' });
    expect(byPath('/dashboard/patent')).toMatchObject({ title: 'Dashboard', layout: 'dashboard' });
    expect(byPath('/dashboard/patent/account').title).toBe('Account Settings');
    expect(byPath('/dashboard/patent/support').title).toBe('Support & Documentation');
    expect(byPath('/dashboard/patent/pdfviewer').title).toBe('Pdf Viewer');
    expect(byPath('/dashboard/patent/classification-explorer').title).toBe('Classification Explorer');
  });

  it('declares the licence requirements of SPEC §2 and §6', () => {
    expect(byPath('/admin').meta.requiredLicenseTypes).toEqual(['admin']);
    expect(byPath('/dashboard/trademark').meta.requiredLicenseTypes).toEqual(['admin', 'employee']);
    // The dashboard home shows these areas by the same types.
    expect(byPath('/admin').meta.requiredLicenseTypes).toEqual(ADMIN_ROOT_LICENSE_TYPES);
    expect(byPath('/dashboard/trademark').meta.requiredLicenseTypes).toEqual(TRADEMARK_LICENSE_TYPES);
    expect(byPath('/onboarding/welcome').meta.public).toBe(false);
  });

  it('gates the team page on the permission its API requires', () => {
    expect(byPath('/dashboard/patent/team').meta).toEqual({ public: false, requiredPermission: TEAM_PERMISSION });
  });

  it('lists each path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('tells the pages of the table from unknown paths', () => {
    for (const path of ['/', '/pricing', '/pricing/', '/newsroom/42', '/sign-in', '/sign-in/factor-two', '/dashboard/patent/priorart', '/admin/sales']) {
      expect([path, isPagePath(path)]).toEqual([path, true]);
    }
    for (const path of ['/nope', '/newsroom/42/more', '/dashboard/patent/nope', '/admin/sales/x', '/pricingx']) {
      expect([path, isPagePath(path)]).toEqual([path, false]);
    }
  });

  it('points every remote page at a module that remote exposes', () => {
    for (const [remote, modules] of Object.entries(modulesByRemote())) {
      const files = readdirSync(join(__dirname, '..', '..', '..', 'remotes', remote, 'src', 'pages'));
      for (const mod of modules) expect(files).toContain(`${mod.replace('./', '')}.tsx`);
    }
  });
});
