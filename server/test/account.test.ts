import type { FastifyInstance } from 'fastify';
import { AccountDetailSchema, AccountExportSchema, AccountSchema, LicenseInfoDetailSchema } from '@iprism/shared/contracts';
import { DEMO_ACCOUNTS } from '../src/demo/accounts';
import { seedDemo } from '../src/demo/seed';
import { addMembership } from '../src/db/repositories/memberships';
import { findOrganizationBySlug } from '../src/db/repositories/organizations';
import { createUser } from '../src/db/repositories/users';
import { exportAudits } from './export-audit';
import { buildTestApp } from './helper';
import { signInAs } from './session-helper';

describe('licences, credits and the account', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemo(app.db, 'iprism-demo');
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a.expectedLicence] as const))('%s resolves to %s', async (email, expected) => {
    const caller = await signInAs(app, email);
    const res = await caller.call({ method: 'GET', url: '/api/account/user/license-info' });
    expect(res.statusCode).toBe(200);
    const info = LicenseInfoDetailSchema.parse(res.json());
    expect(info.licenseType).toBe(expected);
    expect(info.hasValidLicense).toBe(expected !== null);
    if (expected) {
      expect(new Date(info.endsAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 60 * 60_000);
      // The demo account at 0 credits is there to show the 402 and buying a pack.
      if (DEMO_ACCOUNTS.find((a) => a.email === email)?.credits === 0) expect(info.credits).toBe(0);
      else expect(info.credits).toBeGreaterThan(0);
    } else {
      expect(info).toMatchObject({ source: null, organizationId: null, seats: null, startsAt: null, endsAt: null, credits: 0 });
    }
  });

  it('reports the source, the organisation and the low balance', async () => {
    const org = await (await signInAs(app, 'org@company.example')).call({ method: 'GET', url: '/api/account/user/license-info' });
    expect(org.json()).toMatchObject({ source: 'organization', seats: 5, credits: 50, organizationId: expect.stringMatching(/^org_/) });
    const toolbox = await (await signInAs(app, 'toolbox@lawfirm.example')).call({ method: 'GET', url: '/api/account/user/license-info' });
    expect(toolbox.json()).toMatchObject({ source: 'user', organizationId: null, credits: 3 });
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const count = async () => (await app.db.query<{ n: string }>('SELECT (SELECT count(*) FROM users) || \'/\' || (SELECT count(*) FROM licenses) || \'/\' || (SELECT count(*) FROM credit_entries) AS n')).rows[0]?.n;
    const before = await count();
    await seedDemo(app.db, 'iprism-demo');
    expect(await count()).toBe(before);
  });

  it('answers the account with its active organisation populated (SPEC §3, §6)', async () => {
    const pro = await signInAs(app, 'pro@lawfirm.example');
    const res = await pro.call({ method: 'GET', url: '/api/account' });
    const account = AccountDetailSchema.parse(res.json());
    // The guards' narrower schema still parses it.
    expect(AccountSchema.safeParse(res.json()).success).toBe(true);
    expect(account).toMatchObject({ id: pro.userId, email: 'pro@lawfirm.example', name: 'Priya Pro', credits: 50 });
    expect(account.organizationId).toMatchObject({ name: 'Harper & Lowe LLP', slug: 'harper-lowe', adminId: pro.userId });
    const roles = Object.fromEntries((account.organizationId?.members ?? []).map((m) => [m.userId, m.role]));
    const client = await signInAs(app, 'client@lawfirm.example');
    const standard = await signInAs(app, 'standard@lawfirm.example');
    expect(roles).toEqual({ [pro.userId]: 'admin', [standard.userId]: 'member', [client.userId]: 'client' });
  });

  it('answers organizationId null without an active organisation', async () => {
    const res = await (await signInAs(app, 'nolicense@company.example')).call({ method: 'GET', url: '/api/account' });
    expect(res.json()).toMatchObject({ email: 'nolicense@company.example', organizationId: null, credits: 0 });
  });

  it('renames the account and validates the name', async () => {
    const caller = await signInAs(app, 'edu@university.example');
    expect((await caller.call({ method: 'PATCH', url: '/api/account', payload: { name: '' } })).statusCode).toBe(400);
    expect((await caller.call({ method: 'PATCH', url: '/api/account', payload: { name: 'Eli Edu-Smith' } })).json()).toMatchObject({ name: 'Eli Edu-Smith' });
  });

  it('covers only `seats` members of an organisation licence, in joining order', async () => {
    const org = await findOrganizationBySlug(app.db, 'acme-robotics');
    if (!org) throw new Error('seeded org missing');
    // The seed gives Acme 5 seats and one member: add 5 more, one at a time so joining times differ.
    const emails: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const email = `engineer${i}@company.example`;
      const user = await createUser(app.db, { email, name: `Engineer ${i}`, emailVerified: true, passwordHash: null });
      await addMembership(app.db, { organizationId: org.id, userId: user.id, role: 'org:member' });
      emails.push(email);
    }
    const infos = [];
    for (const email of emails) {
      infos.push((await (await signInAs(app, email)).call({ method: 'GET', url: '/api/account/user/license-info' })).json());
    }
    expect(infos.slice(0, 4).every((i) => i.hasValidLicense === true && i.licenseType === 'PilotOrgStandard')).toBe(true);
    expect(infos[4]).toMatchObject({ hasValidLicense: false, licenseType: 'PilotOrgStandard', source: 'organization' });
    // And the licence rule follows: the sixth member is refused the patent API.
    expect((await (await signInAs(app, emails[4] ?? '')).call({ method: 'GET', url: '/api/applications' })).statusCode).toBe(403);
  });

  it('exports the signed-in account\'s own data as a JSON download, and audits the export', async () => {
    const org = await signInAs(app, 'org@company.example');
    const res = await org.call({ method: 'GET', url: '/api/account/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="iprism-account-\d{4}-\d{2}-\d{2}\.json"/);
    const data = AccountExportSchema.strict().parse(res.json());
    expect(data.account.email).toBe('org@company.example');
    expect(data.organizations).toEqual([expect.objectContaining({ role: 'org:admin' })]);
    expect(data.licence).toMatchObject({ source: 'organization', seats: 5 });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash|refreshHash|refresh_hash|totpSecret|totp_secret/);
    expect(await exportAudits(app.db, 'account-data')).toEqual([
      { actorEmail: 'org@company.example', subjectId: data.account.id, format: 'json', requestId: String(res.headers['x-request-id']) },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});
