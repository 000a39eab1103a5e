import { LICENSE_TYPE_REQUIRED_MESSAGE, PERMISSION_REQUIRED_MESSAGE } from '@iprism/shared/contracts/access';
import type { LicenseInfo } from '@iprism/shared/contracts/identity';
import type { RouteMeta } from '@iprism/shared/contracts/routes';
import { hasMembershipPermission, routeRequirementsGuard } from './route-requirements';
import { license, membership } from './test-fixtures';

const trademark: RouteMeta = { public: false, requiredLicenseTypes: ['admin', 'employee'] };
const adminRoot: RouteMeta = { public: false, requiredLicenseTypes: ['admin'] };
const gated: RouteMeta = { public: false, requiredPermission: 'org:reports:read' };
const run = (meta: RouteMeta | undefined, lic: LicenseInfo | null = license('iPrismAdmin'), memberships = [membership()]) =>
  routeRequirementsGuard({ meta, license: lic, memberships });

describe('routeRequirementsGuard (SPEC §5 guard 7)', () => {
  it('passes the trademark route for admin and employee licences', () => {
    expect(run(trademark, license('iPrismAdmin')).type).toBe('next');
    expect(run(trademark, license('iPrismEmployee')).type).toBe('next');
  });

  it('passes the admin root for an admin licence only', () => {
    expect(run(adminRoot, license('iPrismAdmin')).type).toBe('next');
    expect(run(adminRoot, license('iPrismEmployee'))).toMatchObject({ reason: 'no-license', message: LICENSE_TYPE_REQUIRED_MESSAGE });
  });

  it('refuses a developer licence on routes requiring admin or employee (developer maps to neither)', () => {
    expect(run(trademark, license('iPrismDeveloper'))).toMatchObject({ guard: 'route-requirements', reason: 'no-license', message: LICENSE_TYPE_REQUIRED_MESSAGE });
  });

  it('refuses customer licence types', () => {
    expect(run(trademark, license('PilotLawFirmPro'))).toMatchObject({ message: LICENSE_TYPE_REQUIRED_MESSAGE });
  });

  it('refuses an invalid licence of the right type', () => {
    expect(run(trademark, license('iPrismAdmin', false))).toMatchObject({ message: LICENSE_TYPE_REQUIRED_MESSAGE });
  });

  it('denies a route with required types when the licence lookup failed', () => {
    expect(run(trademark, null)).toMatchObject({ reason: 'no-license', message: LICENSE_TYPE_REQUIRED_MESSAGE });
  });

  it('passes a required permission held by any membership', () => {
    const memberships = [membership({ organizationId: 'org_a' }), membership({ organizationId: 'org_b', permissions: ['org:reports:read'] })];
    expect(run(gated, license(null, false), memberships).type).toBe('next');
  });

  it('refuses a required permission no membership holds, with the permissions message', () => {
    expect(run(gated, license('iPrismAdmin'), [membership({ permissions: ['org:other'] })])).toMatchObject({
      reason: 'no-license',
      message: PERMISSION_REQUIRED_MESSAGE,
    });
    expect(run(gated, license('iPrismAdmin'), [])).toMatchObject({ message: PERMISSION_REQUIRED_MESSAGE });
  });

  it('checks the licence type before the permission', () => {
    expect(run({ requiredLicenseTypes: ['admin'], requiredPermission: 'p' }, license('iPrismEmployee'), [])).toMatchObject({ message: LICENSE_TYPE_REQUIRED_MESSAGE });
  });

  it('passes routes without requirements and unknown routes, even without a licence', () => {
    expect(run({ public: false }, null, []).type).toBe('next');
    expect(run(undefined, null, []).type).toBe('next');
    expect(run({ requiredLicenseTypes: [] }, null, []).type).toBe('next');
  });

  it('finds permissions across memberships', () => {
    expect(hasMembershipPermission([membership({ permissions: ['a', 'b'] })], 'b')).toBe(true);
    expect(hasMembershipPermission([], 'b')).toBe(false);
  });
});
