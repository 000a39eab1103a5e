import type { FastifyInstance } from 'fastify';
import {
  AdminOrganizationDetailSchema,
  AdminOverviewSchema,
  AuditPageSchema,
  RegistrationSchema,
  RouteRuleAnswerSchema,
  VerifyPractitionerResponseSchema,
} from '@iprism/shared/contracts';
import type { RosterEntry } from '../../src/domain/registrations/practitioner-match';
import { insertCheckout, setCheckoutStatus } from '../../src/modules/commerce/repositories/checkouts';
import { listOutboxEmails } from '../../src/platform/mail/repositories/outbox';
import { findUserByEmail, type UserRecord } from '../../src/modules/accounts/repositories/users';
import type { OrganizationRecord } from '../../src/modules/organizations/repositories/organizations';
import { addRosterEntries, createLawFirm, createOrganization, createRegistration, createUser, signedIn, type LawFirm } from '../factories';
import { buildTestApp } from '../helper';
import type { TestCaller } from '../session-helper';

const OKAFOR: RosterEntry = { registrationNumber: '52001', lastName: 'Okafor', name: 'Ada Okafor', type: 'agent', firm: 'Okafor Patent Services', city: 'Austin', state: 'TX', status: 'Active' };
const PENDING: RosterEntry = { registrationNumber: '45123', lastName: 'Pending', name: 'Penny Pending', type: 'attorney', firm: 'Newfirm IP', city: 'Boston', state: 'MA', status: 'Active' };
const INACTIVE: RosterEntry = { registrationNumber: '38555', lastName: 'Lindqvist', name: 'Erik Lindqvist', type: 'attorney', firm: 'Lindqvist & Park', city: 'Seattle', state: 'WA', status: 'Inactive' };

describe('back office: route rules, registrations, organisations, overview', () => {
  let app: FastifyInstance;
  let admin: TestCaller;
  let employee: TestCaller;
  let firm: LawFirm;
  /** Waits in the staff queue with a sign-up the roster verifies. */
  let applicant: UserRecord;
  /** Signed in, no licence, no organisation. */
  let unlicensed: UserRecord;
  /** An organisation licence of 5 seats, one of them taken by its admin, and 50 credits. */
  let acme: OrganizationRecord;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signedIn(app, await createUser(app, { licenseType: 'iPrismAdmin' }));
    employee = await signedIn(app, await createUser(app, { licenseType: 'iPrismEmployee' }));
    firm = await createLawFirm(app);
    await addRosterEntries(app, [OKAFOR, PENDING, INACTIVE]);
    applicant = await createUser(app, { name: 'Penny Pending', organizationStatus: 'pending_assignment' });
    await createRegistration(app, { applicant, organizationName: 'Newfirm IP', registrationNumber: PENDING.registrationNumber, lastName: PENDING.lastName, seats: 3 });
    unlicensed = await createUser(app, { name: 'Noel Nolicense' });
    ({ organization: acme } = await createOrganization(app, { name: 'Acme Robotics Inc.', licenseType: 'PilotOrgStandard', seats: 5, credits: 50, members: [{ role: 'org:admin' }] }));
  }, 60_000);
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
      const pro = await signedIn(app, firm.admin);
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
      expect(await verify('RN 52001', 'okafor')).toEqual({ verified: true, practitioner: { name: 'Ada Okafor', type: 'agent', firm: 'Okafor Patent Services', city: 'Austin', state: 'TX', status: 'Active' } });
      expect(await verify('52001', 'Smith')).toEqual({ verified: false });
      expect((await verify('38555', 'Lindqvist')).verified).toBe(false);
    });

    it('queues a sign-up with its check; staff approve it into an organisation with a licence and mail the applicant', async () => {
      const { items } = (await admin.call({ method: 'GET', url: '/api/admin/registrations?status=pending' })).json();
      const queued = RegistrationSchema.parse(items[0]);
      expect(queued).toMatchObject({ email: applicant.email, status: 'pending', verification: { verified: true } });
      const pro = await signedIn(app, firm.admin);
      expect((await pro.call({ method: 'POST', url: `/api/admin/registrations/${queued.id}/approve`, payload: {} })).statusCode).toBe(403);

      const res = await admin.call({ method: 'POST', url: `/api/admin/registrations/${queued.id}/approve`, payload: {} });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'approved', organizationId: expect.any(String) });
      const user = (await findUserByEmail(app.db, applicant.email))!;
      expect(user.organizationStatus).toBeNull();
      const license = await app.licensing.resolve(user.id, null, new Date());
      expect(license).toMatchObject({ hasValidLicense: true, license: { type: 'PilotLawFirmStandard', seats: 3 } });
      expect((await listOutboxEmails(app.db, user.email)).map((m) => m.subject)).toContain('Your iPrism registration is approved');
      expect((await audit('action=registration.approved'))[0]?.subjectId).toBe(queued.id);
      expect((await admin.call({ method: 'POST', url: `/api/admin/registrations/${queued.id}/reject`, payload: { reason: 'Too late now' } })).statusCode).toBe(409);
    });

    it('lets a signed-in applicant register, and staff reject with a reason that is mailed', async () => {
      const caller = await signedIn(app, unlicensed);
      const bad = await caller.call({ method: 'POST', url: '/api/registrations', payload: { organizationName: 'Noel IP', registrationNumber: '12', lastName: 'Nolicense' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('registrationNumber');
      const created = await caller.call({ method: 'POST', url: '/api/registrations', payload: { organizationName: 'Noel IP', registrationNumber: '99999', lastName: 'Nolicense' } });
      expect(created.statusCode).toBe(201);
      const registration = RegistrationSchema.parse(created.json());
      expect(registration.verification).toEqual({ verified: false });
      const rejected = await admin.call({ method: 'POST', url: `/api/admin/registrations/${registration.id}/reject`, payload: { reason: 'The registration number is not on the USPTO roster.' } });
      expect(rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'The registration number is not on the USPTO roster.' });
      const mail = (await listOutboxEmails(app.db, unlicensed.email)).find((m) => m.subject === 'Your iPrism registration');
      expect(mail?.text).toContain('The registration number is not on the USPTO roster.');
    });
  });

  describe('organisations', () => {
    it('shows licence, seats and members; changes seats and roles with audit rows', async () => {
      const detail = AdminOrganizationDetailSchema.parse((await employee.call({ method: 'GET', url: `/api/admin/organizations/${acme.id}` })).json());
      expect(detail).toMatchObject({ licenseType: 'PilotOrgStandard', seats: 5, seatsUsed: 1, credits: 50 });
      const changed = await admin.call({ method: 'PATCH', url: `/api/admin/organizations/${acme.id}`, payload: { license: { type: 'PilotOrgStandard', endsAt: null, seats: 12 } } });
      expect(AdminOrganizationDetailSchema.parse(changed.json())).toMatchObject({ seats: 12 });
      expect((await audit(`subject=${acme.id}`)).map((r) => r.action)).toEqual(['seats.changed', 'license.changed']);
      const onlyAdmin = detail.members[0]!;
      // The only admin cannot be demoted.
      expect((await admin.call({ method: 'PATCH', url: `/api/admin/organizations/${acme.id}/members/${onlyAdmin.userId}`, payload: { role: 'org:member' } })).statusCode).toBe(409);
      const client = await signedIn(app, firm.client);
      expect((await client.call({ method: 'GET', url: `/api/admin/organizations/${acme.id}` })).statusCode).toBe(403);
    });

    it('moves a waiting user into an organisation and notifies them', async () => {
      const res = await admin.call({ method: 'POST', url: `/api/admin/organizations/${acme.id}/members`, payload: { email: unlicensed.email } });
      expect(res.statusCode).toBe(200);
      expect(AdminOrganizationDetailSchema.parse(res.json()).members.map((m) => m.email)).toContain(unlicensed.email);
      const { rows } = await app.db.query<{ text: string }>('SELECT text FROM notifications WHERE user_id = $1', [unlicensed.id]);
      expect(rows.map((r) => r.text).join()).toContain('Acme Robotics Inc.');
      expect((await admin.call({ method: 'DELETE', url: `/api/admin/organizations/${acme.id}/members/${unlicensed.id}` })).statusCode).toBe(200);
      expect((await audit(`subject=${acme.id}`)).map((r) => r.action).slice(0, 2)).toEqual(['membership.removed', 'membership.added']);
    });
  });

  it('gives the admin root its overview to iPrism administrators only', async () => {
    const overviewNow = async () => AdminOverviewSchema.strict().parse((await admin.call({ method: 'GET', url: '/api/admin/overview' })).json());
    const overview = await overviewNow();
    // Built above: 2 staff, the firm's 3, the applicant, the unlicensed user and Acme's admin; the firm, Acme and the approved sign-up's organisation.
    expect(overview.users).toEqual({ total: 8, newThisWeek: 8 });
    expect(overview.organizations).toEqual({ total: 3, newThisWeek: 3 });
    const buyer = firm.admin;
    const line = { label: 'Credits', amountCents: 1000 };
    const invoice = await insertCheckout(app.db, { kind: 'credits', buyerUserId: buyer.id, owner: { userId: buyer.id }, credits: 10, lines: [line], subtotalCents: 1000, discountCents: 0, totalCents: 1000, provider: 'invoice', at: new Date() });
    expect((await overviewNow()).invoicesDue).toBe(overview.invoicesDue + 1);
    await setCheckoutStatus(app.db, invoice.id, 'paid', new Date());
    expect((await overviewNow()).invoicesDue).toBe(overview.invoicesDue);
    expect((await employee.call({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(403);
  });
});
