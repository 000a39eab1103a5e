import { orgPermissionsOf, principalFromClaims } from './principal-claims';

describe('principalFromClaims', () => {
  it('maps the built-in shape: plain permission keys without the org: prefix', () => {
    const p = principalFromClaims({ sub: 'user_1', sid: 'sess_1', v: 2, o: { id: 'org_1', slg: 'acme', rol: 'admin', per: 'admin_dashboard:access,reports:read' } }, 'builtin');
    expect(p).toEqual({ userId: 'user_1', sessionId: 'sess_1', orgId: 'org_1', orgRole: 'org:admin', orgSlug: 'acme', orgPermissions: ['org:admin_dashboard:access', 'org:reports:read'], provider: 'builtin', publicRole: null });
  });

  it('never takes a role from a built-in token, only from a Clerk one', () => {
    const claims = { sub: 'user_1', sid: 'sess_1', v: 2, publicMetadata: { role: 'client' } };
    expect(principalFromClaims(claims, 'builtin')?.publicRole).toBeNull();
    expect(principalFromClaims(claims, 'clerk')?.publicRole).toBe('client');
  });

  it('has no organisation without `o`, and nothing without sub or sid', () => {
    expect(principalFromClaims({ sub: 'user_1', sid: 'sess_1', v: 2 }, 'clerk')).toMatchObject({ orgId: null, orgRole: null, orgSlug: null, orgPermissions: [] });
    expect(principalFromClaims({ sub: 'user_1', v: 2 }, 'clerk')).toBeNull();
  });

  it("decodes Clerk's own feature-permission bitmaps", () => {
    // Features admin_dashboard (bits: access) and reports (bits: read, manage) over per = access,read,manage.
    expect(orgPermissionsOf({ id: 'org_1', per: 'access,read,manage', fpm: '1,6' }, 'o:admin_dashboard,o:reports,u:profile')).toEqual([
      'org:admin_dashboard:access',
      'org:reports:read',
      'org:reports:manage',
    ]);
  });
});
