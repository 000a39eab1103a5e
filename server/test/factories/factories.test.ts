import type { FastifyInstance } from 'fastify';
import { ApplicationPageSchema, LicenseInfoDetailSchema, PILOT_NO_LICENSE_MESSAGE } from '@iprism/shared/contracts';
import { creditBalance } from '../../src/modules/commerce/repositories/credits';
import { listOrganizationMembers } from '../../src/modules/organizations/repositories/organizations';
import { buildTestApp } from '../helper';
import { createApplication, createOrganization, createUser, signedIn } from '.';

describe('test factories', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const licenseOf = async (caller: Awaited<ReturnType<typeof signedIn>>) =>
    LicenseInfoDetailSchema.parse((await caller.call({ method: 'GET', url: '/api/account/user/license-info' })).json());

  it('a user with a Pilot licence passes the patent API; without one, or with one run out, is refused', async () => {
    const pilot = await signedIn(app, await createUser(app, { licenseType: 'PilotLawFirmStandard', credits: 7 }));
    expect(await licenseOf(pilot)).toMatchObject({ hasValidLicense: true, licenseType: 'PilotLawFirmStandard' });
    expect((await pilot.call({ method: 'GET', url: '/api/applications' })).statusCode).toBe(200);
    expect(await creditBalance(app.db, { userId: pilot.userId })).toBe(7);

    for (const user of [await createUser(app), await createUser(app, { licenseType: 'PilotLawFirmStandard', valid: false })]) {
      const res = await (await signedIn(app, user)).call({ method: 'GET', url: '/api/applications' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: PILOT_NO_LICENSE_MESSAGE });
    }
  });

  it('an organisation shares its licence with its members and records its first admin', async () => {
    const { organization, members } = await createOrganization(app, { licenseType: 'PilotOrgStandard', members: [{ role: 'org:admin' }, {}] });
    const [admin, member] = members;
    expect(organization.adminId).toBe(admin.id);
    expect((await listOrganizationMembers(app.db, organization.id)).map((m) => [m.userId, m.role])).toEqual([
      [admin.id, 'org:admin'],
      [member.id, 'org:member'],
    ]);
    expect(await licenseOf(await signedIn(app, member))).toMatchObject({ hasValidLicense: true, licenseType: 'PilotOrgStandard', source: 'organization' });
  });

  it('an application in a given state is listed to its owner in that state, in the owner’s organisation', async () => {
    const { organization, members: [owner] } = await createOrganization(app, { members: [{ role: 'org:admin', licenseType: 'PilotLawFirmPro' }] });
    const application = await createApplication(app, { owner, state: 'failed' });
    expect(application).toMatchObject({ organizationId: organization.id, status: 'failed' });
    const res = await (await signedIn(app, owner)).call({ method: 'GET', url: '/api/applications' });
    expect(ApplicationPageSchema.parse(res.json()).items.find((a) => a.id === application.id)).toMatchObject({ status: 'failed' });
  });
});
