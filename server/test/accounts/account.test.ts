import type { FastifyInstance } from 'fastify';
import { AccountDetailSchema, AccountExportSchema, AccountSchema } from '@iprism/shared/contracts';
import type { UserRecord } from '../../src/modules/accounts/repositories/users';
import type { OrganizationRecord } from '../../src/modules/organizations/repositories/organizations';
import { exportAudits } from '../export-audit';
import { createLawFirm, createOrganization, createUser, signedIn, type LawFirm } from '../factories';
import { buildTestApp } from '../helper';

describe('licences, credits and the account', () => {
  let app: FastifyInstance;
  let firm: LawFirm;
  /** An organisation licence of 5 seats and 50 credits; its admin holds the first seat. */
  let company: { organization: OrganizationRecord; admin: UserRecord };
  let toolbox: UserRecord;
  let unlicensed: UserRecord;
  beforeAll(async () => {
    app = await buildTestApp();
    firm = await createLawFirm(app);
    const { organization, members: [admin] } = await createOrganization(app, { licenseType: 'PilotOrgStandard', seats: 5, credits: 50, members: [{ role: 'org:admin' }] });
    company = { organization, admin };
    toolbox = await createUser(app, { licenseType: 'ToolboxLawFirmStandard', credits: 3 });
    unlicensed = await createUser(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('reports the source, the organisation and the low balance', async () => {
    const org = await (await signedIn(app, company.admin)).call({ method: 'GET', url: '/api/account/user/license-info' });
    expect(org.json()).toMatchObject({ source: 'organization', seats: 5, credits: 50, organizationId: company.organization.id });
    const low = await (await signedIn(app, toolbox)).call({ method: 'GET', url: '/api/account/user/license-info' });
    expect(low.json()).toMatchObject({ source: 'user', organizationId: null, credits: 3 });
  });

  it('answers the account with its active organisation populated (SPEC §3, §6)', async () => {
    const pro = await signedIn(app, firm.admin);
    const res = await pro.call({ method: 'GET', url: '/api/account' });
    const account = AccountDetailSchema.parse(res.json());
    // The guards' narrower schema still parses it.
    expect(AccountSchema.safeParse(res.json()).success).toBe(true);
    expect(account).toMatchObject({ id: pro.userId, email: firm.admin.email, name: firm.admin.name, credits: 50 });
    expect(account.organizationId).toMatchObject({ name: firm.organization.name, slug: firm.organization.slug, adminId: pro.userId });
    const roles = Object.fromEntries((account.organizationId?.members ?? []).map((m) => [m.userId, m.role]));
    expect(roles).toEqual({ [firm.admin.id]: 'admin', [firm.member.id]: 'member', [firm.client.id]: 'client' });
  });

  it('answers organizationId null without an active organisation', async () => {
    const res = await (await signedIn(app, unlicensed)).call({ method: 'GET', url: '/api/account' });
    expect(res.json()).toMatchObject({ email: unlicensed.email, organizationId: null, credits: 0 });
  });

  it('renames the account and validates the name', async () => {
    const caller = await signedIn(app, await createUser(app, { name: 'Eli Edu' }));
    expect((await caller.call({ method: 'PATCH', url: '/api/account', payload: { name: '' } })).statusCode).toBe(400);
    expect((await caller.call({ method: 'PATCH', url: '/api/account', payload: { name: 'Eli Edu-Smith' } })).json()).toMatchObject({ name: 'Eli Edu-Smith' });
  });

  it('covers only `seats` members of an organisation licence, in joining order', async () => {
    // 5 seats, the admin in one: add 5 more members, one at a time so joining times differ.
    const engineers: UserRecord[] = [];
    for (let i = 1; i <= 5; i += 1) engineers.push(await createUser(app, { organization: company.organization }));
    const infos = [];
    for (const engineer of engineers) {
      infos.push((await (await signedIn(app, engineer)).call({ method: 'GET', url: '/api/account/user/license-info' })).json());
    }
    expect(infos.slice(0, 4).every((i) => i.hasValidLicense === true && i.licenseType === 'PilotOrgStandard')).toBe(true);
    expect(infos[4]).toMatchObject({ hasValidLicense: false, licenseType: 'PilotOrgStandard', source: 'organization' });
    // And the licence rule follows: the sixth member is refused the patent API.
    expect((await (await signedIn(app, engineers[4]!)).call({ method: 'GET', url: '/api/applications' })).statusCode).toBe(403);
  });

  it('exports the signed-in account\'s own data as a JSON download, and audits the export', async () => {
    const org = await signedIn(app, company.admin);
    const res = await org.call({ method: 'GET', url: '/api/account/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="iprism-account-\d{4}-\d{2}-\d{2}\.json"/);
    const data = AccountExportSchema.strict().parse(res.json());
    expect(data.account.email).toBe(company.admin.email);
    expect(data.organizations).toEqual([expect.objectContaining({ role: 'org:admin' })]);
    expect(data.license).toMatchObject({ source: 'organization', seats: 5 });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash|refreshHash|refresh_hash|totpSecret|totp_secret/);
    expect(await exportAudits(app.db, 'account-data')).toEqual([
      { actorEmail: company.admin.email, subjectId: data.account.id, format: 'json', requestId: String(res.headers['x-request-id']) },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});
