import { ADMIN_REQUIRED_MESSAGE, CLIENT_EDIT_MESSAGE, LICENSE_TYPE_REQUIRED_MESSAGE, PERMISSION_REQUIRED_MESSAGE, PILOT_NO_LICENSE_MESSAGE, TOOLBOX_NO_LICENSE_MESSAGE } from '@iprism/shared/contracts';
import {
  ORG_ADMIN,
  PILOT,
  PUBLIC,
  SELF_SERVICE,
  SIGNED_IN,
  STAFF,
  TOOLBOX,
  decideAccess,
  isMutating,
  licenseTypes,
  neededFacts,
  orgGrants,
  orgPermission,
  type CallerFacts,
} from './route-access';

const facts = (over: Partial<CallerFacts> = {}): CallerFacts => ({
  isClient: false,
  license: null,
  isOrgAdmin: false,
  orgRole: null,
  orgPermissions: [],
  hasActiveOrg: false,
  ...over,
});
const license = (licenseType: string, hasValidLicense = true) => ({ hasValidLicense, licenseType });

describe('decideAccess', () => {
  it('allows anyone on a public route', () => {
    expect(decideAccess(PUBLIC, 'POST', null)).toEqual({ allow: true });
  });

  it('answers 401 on any other route without a principal', () => {
    for (const access of [SIGNED_IN, SELF_SERVICE, PILOT, TOOLBOX, STAFF, ORG_ADMIN, orgPermission('org:x:y')]) {
      expect(decideAccess(access, 'GET', null)).toMatchObject({ allow: false, statusCode: 401 });
    }
  });

  it('allows any principal on a signed-in route', () => {
    expect(decideAccess(SIGNED_IN, 'GET', facts())).toEqual({ allow: true });
  });

  it.each([
    ['PilotLawFirmPro', true, false, false],
    ['PilotClientPortal', true, false, false],
    ['ToolboxLawFirmStandard', false, true, false],
    ['iPrismAdmin', true, true, true],
    ['iPrismEmployee', true, true, true],
    ['iPrismDeveloper', true, true, true],
  ])('%s opens pilot=%p toolbox=%p staff=%p', (type, pilot, toolbox, staff) => {
    const f = facts({ license: license(type) });
    expect(decideAccess(PILOT, 'GET', f).allow).toBe(pilot);
    expect(decideAccess(TOOLBOX, 'GET', f).allow).toBe(toolbox);
    expect(decideAccess(STAFF, 'GET', f).allow).toBe(staff);
  });

  it.each([
    ['iPrismAdmin', true],
    ['iPrismEmployee', true],
    ['iPrismDeveloper', false],
    ['PilotLawFirmPro', false],
  ])('a route for licence types admin and employee opens to %s: %p', (type, allowed) => {
    const trademark = licenseTypes('admin', 'employee');
    expect(decideAccess(trademark, 'POST', facts({ license: license(type) }))).toEqual(allowed ? { allow: true } : { allow: false, statusCode: 403, message: LICENSE_TYPE_REQUIRED_MESSAGE });
    expect(decideAccess(trademark, 'GET', facts({ license: license(type, false) })).allow).toBe(false);
    expect(neededFacts(trademark, 'GET').license).toBe(true);
  });

  it('uses the SPEC §8 message of each family', () => {
    expect(decideAccess(PILOT, 'GET', facts())).toEqual({ allow: false, statusCode: 403, message: PILOT_NO_LICENSE_MESSAGE });
    expect(decideAccess(TOOLBOX, 'GET', facts())).toEqual({ allow: false, statusCode: 403, message: TOOLBOX_NO_LICENSE_MESSAGE });
    expect(decideAccess(STAFF, 'GET', facts())).toEqual({ allow: false, statusCode: 403, message: ADMIN_REQUIRED_MESSAGE });
  });

  it('refuses an invalid (expired or seatless) licence', () => {
    expect(decideAccess(PILOT, 'GET', facts({ license: license('PilotLawFirmPro', false) })).allow).toBe(false);
  });

  it('makes client-portal users read-only except on self-service routes', () => {
    const client = facts({ isClient: true, license: license('PilotClientPortal') });
    expect(decideAccess(PILOT, 'GET', client).allow).toBe(true);
    expect(decideAccess(PILOT, 'POST', client)).toEqual({ allow: false, statusCode: 403, message: CLIENT_EDIT_MESSAGE });
    expect(decideAccess(SIGNED_IN, 'DELETE', client)).toMatchObject({ message: CLIENT_EDIT_MESSAGE });
    expect(decideAccess(SELF_SERVICE, 'PATCH', client)).toEqual({ allow: true });
  });

  it('checks an organisation permission by list or by role', () => {
    const access = orgPermission('org:reports:read');
    expect(decideAccess(access, 'GET', facts({ hasActiveOrg: true, orgPermissions: ['org:reports:read'] })).allow).toBe(true);
    expect(decideAccess(access, 'GET', facts({ hasActiveOrg: true, orgRole: 'org:reports:read' })).allow).toBe(true);
    expect(decideAccess(access, 'GET', facts({ hasActiveOrg: true }))).toMatchObject({ statusCode: 403, message: PERMISSION_REQUIRED_MESSAGE });
    expect(orgGrants({ hasActiveOrg: false, orgRole: null, orgPermissions: ['org:reports:read'] }, 'org:reports:read')).toBe(false);
  });

  it('requires the organisation admin check on admin routes', () => {
    expect(decideAccess(ORG_ADMIN, 'POST', facts({ isOrgAdmin: true })).allow).toBe(true);
    expect(decideAccess(ORG_ADMIN, 'POST', facts())).toMatchObject({ statusCode: 403 });
  });
});

describe('neededFacts', () => {
  it('needs nothing on public routes', () => {
    expect(neededFacts(PUBLIC, 'POST')).toEqual({ client: false, license: false, orgAdmin: false });
  });

  it('needs the client flag only for mutating calls outside self-service', () => {
    expect(neededFacts(SIGNED_IN, 'GET').client).toBe(false);
    expect(neededFacts(SIGNED_IN, 'POST').client).toBe(true);
    expect(neededFacts(SELF_SERVICE, 'POST').client).toBe(false);
  });

  it('needs the licence for licence and staff routes and the admin check for orgAdmin routes', () => {
    expect(neededFacts(PILOT, 'GET')).toEqual({ client: false, license: true, orgAdmin: false });
    expect(neededFacts(STAFF, 'GET').license).toBe(true);
    expect(neededFacts(ORG_ADMIN, 'DELETE')).toEqual({ client: true, license: false, orgAdmin: true });
  });

  it('knows the mutating methods', () => {
    expect(['POST', 'put', 'PATCH', 'DELETE'].every(isMutating)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isMutating)).toBe(false);
  });
});
