import type { FastifyInstance } from 'fastify';
import {
  AdminOrganizationDetailSchema,
  AdminOverviewSchema,
  AuditPageSchema,
  RegistrationSchema,
  RouteRuleAnswerSchema,
  VerifyPractitionerResponseSchema,
} from '@iprism/shared/contracts';
import { seedDemo } from '../src/demo/seed';
import { insertCheckout, setCheckoutStatus } from '../src/db/repositories/checkouts';
import { listOutboxEmails } from '../src/db/repositories/outbox';
import { findUserByEmail } from '../src/db/repositories/users';
import { findOrganizationBySlug } from '../src/db/repositories/organizations';
import { buildTestApp } from './helper';
import { signInAs, type TestCaller } from './session-helper';

describe('back office: route rules, registrations, organisations, overview', () => {
  let app: FastifyInstance;
  let admin: TestCaller;
  let employee: TestCaller;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemo(app.db, 'iprism-demo');
    admin = await signInAs(app, 'admin@iprism.example');
    employee = await signInAs(app, 'employee@iprism.example');
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });

  const audit = async (query: string) => AuditPageSchema.parse((await admin.call({ method: 'GET', url: `/api/admin/audit?${query}` })).json()).items;
  const rule = async (path: string) => RouteRuleAnswerSchema.strict().parse((await app.inject({ method: 'GET', url: `/api/route-rules?path=${encodeURIComponent(path)}` })).json());

  describe('route rules', () => {
    it('answers the defaults without a rule, and the longest matching rule once stored', async () => {
      expect(await rule('/dashboard/patent/priorart')).toEqual({ redirect: null, guards: { personalEmail: true, clientPortal: true, pendingOrganization: true, pilot: true, toolbox: true, admin: true } });
      const put = await admin.call({ method: 'PUT', url: '/api/admin/route-rules', payload: { pattern: '/dashboard/patent/*', redirect: null, guards: { personalEmail: false } } });
      expect(put.statusCode).toBe(200);
      await admin.call({ method: 'PUT', url: '/api/admin/route-rules', payload: { pattern: '/dashboard/patent/archives', redirect: '/dashboard/patent/analytics', guards: {} } });
      expect((await rule('/dashboard/patent/priorart')).guards.personalEmail).toBe(false);
      expect(await rule('/Dashboard/Patent/Archives/')).toMatchObject({ redirect: '/dashboard/patent/analytics', guards: { personalEmail: true } });
      expect((await audit('action=route-rule.changed')).map((r) => r.subjectId)).toEqual(['/dashboard/patent/archives', '/dashboard/patent/*']);
    });

    it('refuses a looping redirect naming the field, and edits by anyone but an iPrism administrator', async () => {
      const loop = await admin.call({ method: 'PUT', url: '/api/admin/route-rules', payload: { pattern: '/a/*', redirect: '/a/b', guards: {} } });
      expect(loop.statusCode).toBe(400);
      expect(loop.json().message).toContain('redirect');
      expect((await admin.call({ method: 'PUT', url: '/api/admin/route-rules', payload: { pattern: '/a', redirect: 'https://evil.example', guards: {} } })).statusCode).toBe(400);
      expect((await employee.call({ method: 'PUT', url: '/api/admin/route-rules', payload: { pattern: '/b', redirect: null, guards: {} } })).statusCode).toBe(403);
      expect((await employee.call({ method: 'GET', url: '/api/admin/route-rules' })).statusCode).toBe(200);
      const pro = await signInAs(app, 'pro@lawfirm.example');
      expect((await pro.call({ method: 'GET', url: '/api/admin/route-rules' })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/route-rules' })).statusCode).toBe(400);
    });

    it('deletes a rule', async () => {
      expect((await admin.call({ method: 'DELETE', url: `/api/admin/route-rules?pattern=${encodeURIComponent('/dashboard/patent/*')}` })).statusCode).toBe(204);
      expect((await rule('/dashboard/patent/priorart')).guards.personalEmail).toBe(true);
    });
  });

  describe('registrations', () => {
    it('formats registration numbers without a security token', async () => {
      const ok = await app.inject({ method: 'POST', url: '/api/registrations/format', payload: { registrationNumber: 'Reg. No. 45,123' } });
      expect(ok.json()).toEqual({ valid: true, normalized: '45123' });
      const short = await app.inject({ method: 'POST', url: '/api/registrations/format', payload: { registrationNumber: '123' } });
      expect(short.json()).toEqual({ valid: false, normalized: '123', message: 'A USPTO registration number has five or six digits.' });
      expect((await app.inject({ method: 'POST', url: '/api/registrations/format', payload: {} })).statusCode).toBe(400);
    });

    it('verifies a practitioner against the roster', async () => {
      const verify = async (registrationNumber: string, lastName: string) =>
        VerifyPractitionerResponseSchema.strict().parse((await app.inject({ method: 'POST', url: '/api/registrations/verify-practitioner', payload: { registrationNumber, lastName } })).json());
      expect(await verify('RN 52001', 'okafor')).toEqual({ verified: true, practitioner: { name: 'Ada Okafor', type: 'agent', firm: 'Okafor Patent Services (demo)', city: 'Austin', state: 'TX', status: 'Active' } });
      expect(await verify('52001', 'Smith')).toEqual({ verified: false });
      expect((await verify('38555', 'Lindqvist')).verified).toBe(false);
    });

    it('queues a sign-up with its check; staff approve it into an organisation with a licence and mail the applicant', async () => {
      const { items } = (await admin.call({ method: 'GET', url: '/api/admin/registrations?status=pending' })).json();
      const demo = RegistrationSchema.parse(items[0]);
      expect(demo).toMatchObject({ email: 'pending@newfirm.example', status: 'pending', verification: { verified: true } });
      const pro = await signInAs(app, 'pro@lawfirm.example');
      expect((await pro.call({ method: 'POST', url: `/api/admin/registrations/${demo.id}/approve`, payload: {} })).statusCode).toBe(403);

      const res = await admin.call({ method: 'POST', url: `/api/admin/registrations/${demo.id}/approve`, payload: {} });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'approved', organizationId: expect.any(String) });
      const user = (await findUserByEmail(app.db, 'pending@newfirm.example'))!;
      expect(user.organizationStatus).toBeNull();
      const licence = await app.licensing.resolve(user.id, null, new Date());
      expect(licence).toMatchObject({ hasValidLicense: true, licence: { type: 'PilotLawFirmStandard', seats: 3 } });
      expect((await listOutboxEmails(app.db, user.email)).map((m) => m.subject)).toContain('Your iPrism registration is approved');
      expect((await audit('action=registration.approved'))[0]?.subjectId).toBe(demo.id);
      expect((await admin.call({ method: 'POST', url: `/api/admin/registrations/${demo.id}/reject`, payload: { reason: 'Too late now' } })).statusCode).toBe(409);
    });

    it('lets a signed-in applicant register, and staff reject with a reason that is mailed', async () => {
      const applicant = await signInAs(app, 'nolicense@company.example');
      const bad = await applicant.call({ method: 'POST', url: '/api/registrations', payload: { organizationName: 'Noel IP', registrationNumber: '12', lastName: 'Nolicense' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('registrationNumber');
      const created = await applicant.call({ method: 'POST', url: '/api/registrations', payload: { organizationName: 'Noel IP', registrationNumber: '99999', lastName: 'Nolicense' } });
      expect(created.statusCode).toBe(201);
      const registration = RegistrationSchema.parse(created.json());
      expect(registration.verification).toEqual({ verified: false });
      const rejected = await admin.call({ method: 'POST', url: `/api/admin/registrations/${registration.id}/reject`, payload: { reason: 'The registration number is not on the USPTO roster.' } });
      expect(rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'The registration number is not on the USPTO roster.' });
      const mail = (await listOutboxEmails(app.db, 'nolicense@company.example')).find((m) => m.subject === 'Your iPrism registration');
      expect(mail?.text).toContain('The registration number is not on the USPTO roster.');
    });
  });

  describe('organisations', () => {
    it('shows licence, seats and members; changes seats and roles with audit rows', async () => {
      const acme = (await findOrganizationBySlug(app.db, 'acme-robotics'))!;
      const detail = AdminOrganizationDetailSchema.parse((await employee.call({ method: 'GET', url: `/api/admin/organizations/${acme.id}` })).json());
      expect(detail).toMatchObject({ licenseType: 'PilotOrgStandard', seats: 5, seatsUsed: 1, credits: 50 });
      const changed = await admin.call({ method: 'PATCH', url: `/api/admin/organizations/${acme.id}`, payload: { license: { type: 'PilotOrgStandard', endsAt: null, seats: 12 } } });
      expect(AdminOrganizationDetailSchema.parse(changed.json())).toMatchObject({ seats: 12 });
      expect((await audit(`subject=${acme.id}`)).map((r) => r.action)).toEqual(['seats.changed', 'license.changed']);
      const olivia = detail.members[0]!;
      // The only admin cannot be demoted.
      expect((await admin.call({ method: 'PATCH', url: `/api/admin/organizations/${acme.id}/members/${olivia.userId}`, payload: { role: 'org:member' } })).statusCode).toBe(409);
      const pro = await signInAs(app, 'client@lawfirm.example');
      expect((await pro.call({ method: 'GET', url: `/api/admin/organizations/${acme.id}` })).statusCode).toBe(403);
    });

    it('moves a waiting user into an organisation and notifies them', async () => {
      const acme = (await findOrganizationBySlug(app.db, 'acme-robotics'))!;
      const res = await admin.call({ method: 'POST', url: `/api/admin/organizations/${acme.id}/members`, payload: { email: 'nolicense@company.example' } });
      expect(res.statusCode).toBe(200);
      expect(AdminOrganizationDetailSchema.parse(res.json()).members.map((m) => m.email)).toContain('nolicense@company.example');
      const user = (await findUserByEmail(app.db, 'nolicense@company.example'))!;
      const { rows } = await app.db.query<{ text: string }>('SELECT text FROM notifications WHERE user_id = $1', [user.id]);
      expect(rows.map((r) => r.text).join()).toContain('Acme Robotics Inc.');
      expect((await admin.call({ method: 'DELETE', url: `/api/admin/organizations/${acme.id}/members/${user.id}` })).statusCode).toBe(200);
      expect((await audit(`subject=${acme.id}`)).map((r) => r.action).slice(0, 2)).toEqual(['membership.removed', 'membership.added']);
    });
  });

  it('gives the admin root its overview to iPrism administrators only', async () => {
    const overviewNow = async () => AdminOverviewSchema.strict().parse((await admin.call({ method: 'GET', url: '/api/admin/overview' })).json());
    const overview = await overviewNow();
    expect(overview.users.total).toBeGreaterThanOrEqual(12);
    expect(overview.organizations.total).toBeGreaterThanOrEqual(4);
    const buyer = (await findUserByEmail(app.db, 'pro@lawfirm.example'))!;
    const line = { label: 'Credits', amountCents: 1000 };
    const invoice = await insertCheckout(app.db, { kind: 'credits', buyerUserId: buyer.id, owner: { userId: buyer.id }, credits: 10, lines: [line], subtotalCents: 1000, discountCents: 0, totalCents: 1000, provider: 'invoice', at: new Date() });
    expect((await overviewNow()).invoicesDue).toBe(overview.invoicesDue + 1);
    await setCheckoutStatus(app.db, invoice.id, 'paid', new Date());
    expect((await overviewNow()).invoicesDue).toBe(overview.invoicesDue);
    expect((await employee.call({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(403);
  });
});
