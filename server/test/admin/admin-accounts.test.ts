import type { FastifyInstance } from 'fastify';
import { ACCOUNT_SUSPENDED_MESSAGE, AdminAccountDetailSchema, AdminAccountListSchema, AuditPageSchema } from '@iprism/shared/contracts';
import type { UserRecord } from '../../src/modules/accounts/repositories/users';
import { createLawFirm, createUser, signedIn, type LawFirm } from '../factories';
import { buildTestApp } from '../helper';
import type { TestCaller } from '../session-helper';

const PASSWORD = 'correct-horse-battery';

describe('staff accounts and the audit log', () => {
  let app: FastifyInstance;
  let admin: TestCaller;
  let adminEmail: string;
  let firm: LawFirm;
  /** Signs in with a password (the suspension test); no licence, as sign-in asks for none. */
  let signer: UserRecord;
  let pending: UserRecord;
  let unlicensed: UserRecord;
  beforeAll(async () => {
    app = await buildTestApp();
    const adminUser = await createUser(app, { licenseType: 'iPrismAdmin' });
    adminEmail = adminUser.email;
    admin = await signedIn(app, adminUser);
    // The member signs in with a wrong password in the audit test: it needs one to be wrong about.
    firm = await createLawFirm(app, { name: 'Harper & Lowe LLP', member: { password: PASSWORD } });
    signer = await createUser(app, { password: PASSWORD });
    pending = await createUser(app, { name: 'Penny Pending', organizationStatus: 'pending_assignment' });
    unlicensed = await createUser(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const audit = async (query: string) => AuditPageSchema.parse((await admin.call({ method: 'GET', url: `/api/admin/audit?${query}` })).json());
  const signIn = (email: string, password = PASSWORD) => app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

  it('searches accounts by e-mail, name or organisation with the contract fields', async () => {
    const byOrg = AdminAccountListSchema.strict().parse((await admin.call({ method: 'GET', url: '/api/admin/accounts?query=harper&page=1' })).json());
    expect(byOrg.items.map((a) => a.email).sort()).toEqual([firm.admin.email, firm.member.email, firm.client.email].sort());
    expect(byOrg.total).toBe(3);
    const pro = byOrg.items.find((a) => a.email === firm.admin.email)!;
    expect(pro).toMatchObject({ name: firm.admin.name, status: 'active', licenseType: 'PilotLawFirmPro', credits: 50, organizations: [{ name: 'Harper & Lowe LLP', role: 'org:admin' }] });
    const byName = AdminAccountListSchema.parse((await admin.call({ method: 'GET', url: '/api/admin/accounts?query=penny' })).json());
    expect(byName.items.map((a) => a.email)).toEqual([pending.email]);
    // LIKE wildcards are text, not patterns.
    expect(AdminAccountListSchema.parse((await admin.call({ method: 'GET', url: '/api/admin/accounts?query=%25' })).json()).total).toBe(0);
  });

  it('refuses non-staff (403), client-portal users (403) and visitors (401)', async () => {
    for (const user of [firm.admin, firm.client]) {
      const caller = await signedIn(app, user);
      expect((await caller.call({ method: 'GET', url: '/api/admin/accounts' })).statusCode).toBe(403);
      expect((await caller.call({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(403);
      expect((await caller.call({ method: 'PATCH', url: `/api/admin/accounts/${caller.userId}`, payload: { status: 'active' } })).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/accounts' })).statusCode).toBe(401);
  });

  it('validates the patch and names the field', async () => {
    const id = firm.member.id;
    const bad = await admin.call({ method: 'PATCH', url: `/api/admin/accounts/${id}`, payload: { creditAdjustment: { amount: 5, reason: '' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('reason');
    const past = await admin.call({ method: 'PATCH', url: `/api/admin/accounts/${id}`, payload: { license: { type: 'PilotLawFirmPro', endsAt: '2000-01-01' } } });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain('license.endsAt');
    expect((await admin.call({ method: 'PATCH', url: `/api/admin/accounts/${id}`, payload: {} })).statusCode).toBe(400);
  });

  it('changes a licence and adjusts credits, each with an audit row', async () => {
    const id = firm.member.id;
    const endsAt = new Date(Date.now() + 90 * 86_400_000).toISOString();
    const res = await admin.call({ method: 'PATCH', url: `/api/admin/accounts/${id}`, payload: { license: { type: 'PilotLawFirmPro', endsAt }, creditAdjustment: { amount: -7, reason: 'Refunded a double charge' } } });
    expect(res.statusCode).toBe(200);
    const detail = AdminAccountDetailSchema.parse(res.json());
    expect(detail.licenseType).toBe('PilotLawFirmPro');
    expect(detail.credits).toBe(43);
    expect(detail.licenses.filter((l) => l.current)).toEqual([expect.objectContaining({ type: 'PilotLawFirmPro', endsAt })]);
    const rows = (await audit(`subject=${id}`)).items;
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['license.changed', 'credits.changed']));
    const credit = rows.find((r) => r.action === 'credits.changed')!;
    expect(credit).toMatchObject({ actorId: admin.userId, actorEmail: adminEmail, subjectType: 'user', detail: { amount: -7, reason: 'Refunded a double charge' } });
    expect(credit.requestId).not.toBe('');
  });

  it('suspension ends every session at once and refuses sign-in with 403; restore lets the user back in', async () => {
    const email = signer.email;
    const user = await signedIn(app, signer);
    const other = await signedIn(app, signer);
    expect((await user.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const res = await admin.call({ method: 'PATCH', url: `/api/admin/accounts/${user.userId}`, payload: { status: 'suspended' } });
    expect(AdminAccountDetailSchema.parse(res.json())).toMatchObject({ status: 'suspended', sessions: [] });
    expect((await user.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await other.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const refused = await signIn(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: ACCOUNT_SUSPENDED_MESSAGE });
    const failed = (await audit('action=sign-in.failed')).items.find((r) => r.subjectId === user.userId);
    expect(failed?.detail).toMatchObject({ reason: 'suspended' });
    expect((await audit('action=account.suspended')).items[0]).toMatchObject({ subjectId: user.userId, detail: { sessionsEnded: 2 } });

    await admin.call({ method: 'PATCH', url: `/api/admin/accounts/${user.userId}`, payload: { status: 'active' } });
    expect((await signIn(email)).statusCode).toBe(200);
    expect((await audit('action=account.restored')).items[0]?.subjectId).toBe(user.userId);
    expect((await audit(`action=sign-in.succeeded&actor=${email}`)).items).toHaveLength(1);
  });

  it('audits failed sign-ins with the reason, and pages newest first with a cursor', async () => {
    await signIn(firm.member.email, 'wrong-password-1');
    await signIn('nobody@nowhere.example', 'wrong-password-1');
    const failed = (await audit('action=sign-in.failed&limit=2')).items;
    expect(failed.map((r) => r.detail)).toEqual([
      { email: 'nobody@nowhere.example', reason: 'unknown-account' },
      { email: firm.member.email, reason: 'wrong-password' },
    ]);
    const first = await audit('limit=3');
    expect(first.nextCursor).not.toBeNull();
    const second = await audit(`limit=3&cursor=${first.nextCursor}`);
    expect(Number(second.items[0]!.id)).toBeLessThan(Number(first.items[2]!.id));
    expect((await admin.call({ method: 'GET', url: '/api/admin/audit?from=yesterday' })).statusCode).toBe(400);
    expect((await audit(`from=${new Date(Date.now() + 86_400_000).toISOString()}`)).items).toEqual([]);
  });

  it('ends all sessions of an account and resends verification only to an unverified address', async () => {
    const user = await signedIn(app, unlicensed);
    const ended = await admin.call({ method: 'POST', url: `/api/admin/accounts/${user.userId}/sessions/revoke` });
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await user.call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await admin.call({ method: 'POST', url: `/api/admin/accounts/${user.userId}/resend-verification` })).statusCode).toBe(400);
  });
});
