import type { FastifyInstance } from 'fastify';
import {
  AdminSalesSchema,
  CheckoutResponseSchema,
  CreditsResponseSchema,
  PAYMENT_IN_PROGRESS_MESSAGE,
  PlansResponseSchema,
  PriceQuoteSchema,
  SubscriptionViewSchema,
  UpgradeResponseSchema,
} from '@iprism/shared/contracts';
import { signEvent } from '../../src/modules/commerce/payments/signed-events';
import { settleDueSubscriptions } from '../../src/modules/commerce/renewals';
import { refundFailedApplication } from '../../src/modules/commerce/credit-charges';
import { listNotifications } from '../../src/modules/notifications/repositories/notifications';
import { addCreditEntry } from '../../src/modules/commerce/repositories/credits';
import { findUserByEmail } from '../../src/modules/accounts/repositories/users';
import { createLawFirm, createOrganization, createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { exportAudits } from '../export-audit';
import { multipart } from '../multipart';
import type { TestCaller } from '../session-helper';

const SECRET = 'test-payment-webhook-secret-0123456789abcdef';
const TEXT = `A BRAKE FOR A HAND TRUCK\nA hand truck has a wheel and a brake pad 10 pressed on the wheel.\nWhat is claimed is:\n1. A hand truck comprising a wheel and a brake pad pressed against the wheel.\n`;

describe('commerce: prices, credits, payments, subscriptions, sales', () => {
  let app: FastifyInstance;
  let pro: TestCaller;
  let standard: TestCaller;
  let newcomer: TestCaller;
  let orgAdmin: TestCaller;
  let admin: TestCaller;

  const webhook = (event: object, secret = SECRET) => {
    const payload = JSON.stringify(event);
    return app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signEvent(payload, secret) }, payload });
  };
  const paid = (checkoutId: string, id = `evt_${checkoutId}`) => ({ id, type: 'checkout.paid', data: { checkoutId } });
  const credits = async (c: TestCaller) => CreditsResponseSchema.parse((await c.call({ method: 'GET', url: '/api/account/credits' })).json());
  const upload = (c: TestCaller) => {
    const body = multipart([{ field: 'application', filename: 'brake.txt', bytes: TEXT, type: 'text/plain' }]);
    return c.call({ method: 'POST', url: '/api/applications', payload: body.payload, headers: body.headers });
  };

  beforeAll(async () => {
    app = await buildTestApp({ PAYMENT_WEBHOOK_SECRET: SECRET, PIPELINE_WORKERS: '0' });
    const firm = await createLawFirm(app, { admin: { email: 'pro@lawfirm.example' }, member: { email: 'standard@lawfirm.example' } });
    const company = await createOrganization(app, { licenseType: 'PilotOrgStandard', credits: 50, members: [{ role: 'org:admin' }] });
    pro = await signedIn(app, firm.admin);
    standard = await signedIn(app, firm.member);
    newcomer = await signedIn(app, await createUser(app));
    orgAdmin = await signedIn(app, company.members[0]);
    admin = await signedIn(app, await createUser(app, { email: 'admin@iprism.example', licenseType: 'iPrismAdmin', credits: 50 }));
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });

  describe('catalogue and calculator', () => {
    it('lists the plans from the plans table with monthly and annual prices', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/pricing/plans' });
      expect(res.statusCode).toBe(200);
      const { plans } = PlansResponseSchema.parse(res.json());
      const pro = plans.find((p) => p.id === 'pilot-law-firm-pro')!;
      expect(pro).toEqual({ id: 'pilot-law-firm-pro', licenseType: 'PilotLawFirmPro', family: 'pilot', name: 'Pilot Law Firm Pro', monthlyPriceCents: 44900, annualPriceCents: 449000, includedCredits: 60, creditsUnlimited: false });
    });

    it('prices seats, annual billing and credit packs without a session or security token', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/pricing/calculate', payload: { planId: 'pilot-law-firm-standard', seats: 3, billing: 'annual', extraCredits: 60 } });
      expect(res.statusCode).toBe(200);
      const quote = PriceQuoteSchema.parse(res.json());
      expect(quote.lines[0]).toEqual({ label: 'Pilot Law Firm Standard, 3 seats × 12 months', amountCents: 12 * 24900 * 3 });
      expect(quote.discountCents).toBe(2 * 24900 * 3);
      expect(quote.lines.slice(1)).toEqual([
        { label: '50 credits × 1', amountCents: 40000 },
        { label: '10 credits × 1', amountCents: 9000 },
      ]);
      expect(quote.totalCents).toBe(10 * 24900 * 3 + 49000);
    });

    it.each([
      [{ planId: 'gold', seats: 1, billing: 'monthly' }, 'planId'],
      [{ planId: 'pilot-law-firm-pro', seats: 0, billing: 'monthly' }, 'seats'],
      [{ planId: 'pilot-law-firm-pro', seats: 1001, billing: 'monthly' }, 'seats'],
      [{ planId: 'pilot-law-firm-pro', seats: 1, billing: 'weekly' }, 'billing'],
      [{ planId: 'pilot-law-firm-pro', billing: 'monthly' }, 'seats'],
    ])('refuses %j with a 400 naming %s', async (payload, field) => {
      const res = await app.inject({ method: 'POST', url: '/api/pricing/calculate', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}:`));
      expect(res.json().details[0].path).toBe(field);
    });
  });

  describe('credits', () => {
    it('charges one credit per upload, lists it newest first and warns at the threshold', async () => {
      const before = await credits(pro);
      expect(before.unlimited).toBe(false);
      const res = await upload(pro);
      expect(res.statusCode).toBe(201);
      expect(res.json().credits).toEqual({ balance: before.balance - 1, notice: null });
      const after = await credits(pro);
      expect(after.balance).toBe(before.balance - 1);
      expect(after.entries[0]).toMatchObject({ amount: -1, reason: 'application', applicationId: res.json().id });
    });

    it('refuses an upload at 0 credits with 402 NO_CREDITS and stores nothing', async () => {
      const user = (await findUserByEmail(app.db, 'pro@lawfirm.example'))!;
      const { balance } = await credits(pro);
      await addCreditEntry(app.db, { userId: user.id }, 1 - balance, 'test: down to one credit');
      app.accessSignal.changed();
      const last = await upload(pro);
      expect(last.statusCode).toBe(201);
      expect(last.json().credits).toEqual({ balance: 0, notice: { level: 'error', message: 'No credits remaining! Purchase more to continue.' } });
      const count = async () => Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM applications WHERE owner_user_id = $1', [user.id])).rows[0]!.n);
      const stored = await count();
      const refused = await upload(pro);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ statusCode: 402, code: 'NO_CREDITS', message: 'No credits remaining! Purchase more to continue.' });
      expect(await count()).toBe(stored);
    });

    it('gives the credit back once when the pipeline fails before the report', async () => {
      const { balance, entries } = await credits(pro);
      const charged = entries.find((e) => e.reason === 'application')!;
      expect(await app.db.transaction((tx) => refundFailedApplication(tx, charged.applicationId!, new Date()))).toBe(true);
      expect(await app.db.transaction((tx) => refundFailedApplication(tx, charged.applicationId!, new Date()))).toBe(false);
      app.accessSignal.changed();
      const after = await credits(pro);
      expect(after.balance).toBe(balance + 1);
      expect(after.entries[0]).toMatchObject({ amount: 1, reason: 'refund', applicationId: charged.applicationId });
      await addCreditEntry(app.db, { userId: pro.userId }, -1, 'test: back to zero');
      app.accessSignal.changed();
    });

    it('pages the ledger', async () => {
      const res = await pro.call({ method: 'GET', url: '/api/account/credits?page=2&pageSize=1' });
      expect(res.statusCode).toBe(200);
      expect(res.json().entries).toHaveLength(1);
      expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    });
  });

  describe('payments', () => {
    let creditCheckout: string;

    it('opens a credit-pack checkout (CSRF-exempt) and refuses a second one while it is open', async () => {
      const res = await pro.call({ method: 'POST', url: '/api/payments/purchase-credits', payload: { credits: 10 }, csrf: false });
      expect(res.statusCode).toBe(200);
      const body = CheckoutResponseSchema.parse(res.json());
      creditCheckout = body.checkoutId;
      expect(body.url).toBe(`/dashboard/subscription?invoice=${body.checkoutId}`);
      const second = await pro.call({ method: 'POST', url: '/api/payments/purchase-credits', payload: { credits: 50 }, csrf: false });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(PAYMENT_IN_PROGRESS_MESSAGE);
    });

    it('refuses a credit count the packs cannot make, naming credits', async () => {
      const res = await standard.call({ method: 'POST', url: '/api/payments/purchase-credits', payload: { credits: 15 }, csrf: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^credits:/);
    });

    it('refuses an event with a bad signature', async () => {
      const res = await webhook(paid(creditCheckout), 'another-secret-another-secret-another');
      expect(res.statusCode).toBe(400);
      const unsigned = await app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(paid(creditCheckout)) });
      expect(unsigned.statusCode).toBe(400);
    });

    it('applies a paid event once, however often and however concurrently it is delivered', async () => {
      const { balance } = await credits(pro);
      const [a, b] = await Promise.all([webhook(paid(creditCheckout)), webhook(paid(creditCheckout))]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect([a.json().outcome, b.json().outcome].sort()).toEqual(['applied', 'duplicate']);
      expect((await webhook(paid(creditCheckout))).json().outcome).toBe('duplicate');
      expect((await webhook(paid(creditCheckout, 'evt_other'))).json().outcome).toBe('not-open');
      const after = await credits(pro);
      expect(after.balance).toBe(balance + 10);
      expect(after.entries[0]).toMatchObject({ amount: 10, reason: 'purchase' });
      expect((await upload(pro)).statusCode).toBe(201);
    });

    it('sells a subscription to a user without a licence: licence, included credits, history, invoice PDF', async () => {
      const res = await newcomer.call({ method: 'POST', url: '/api/payments/create-checkout', payload: { planId: 'pilot-law-firm-standard', seats: 1, billing: 'monthly' }, csrf: false });
      expect(res.statusCode).toBe(200);
      const { checkoutId } = CheckoutResponseSchema.parse(res.json());
      expect((await newcomer.call({ method: 'GET', url: '/api/account/user/license-info' })).json().hasValidLicense).toBe(false);
      expect((await webhook(paid(checkoutId))).json().outcome).toBe('applied');
      const license = (await newcomer.call({ method: 'GET', url: '/api/account/user/license-info' })).json();
      expect(license).toMatchObject({ hasValidLicense: true, licenseType: 'PilotLawFirmStandard' });
      expect(await credits(newcomer)).toMatchObject({ balance: 20, entries: [{ amount: 20, reason: 'period-grant' }] });
      const view = SubscriptionViewSchema.parse((await newcomer.call({ method: 'GET', url: '/api/account/subscription' })).json());
      expect(view.subscription).toMatchObject({ planId: 'pilot-law-firm-standard', status: 'active', seats: 1, seatsUsed: 1, canManage: true });
      expect(view.invoices[0]).toMatchObject({ id: checkoutId, status: 'paid', totalCents: 24900 });
      expect(view.history[0]).toMatchObject({ event: 'started' });
      const pdf = await newcomer.call({ method: 'GET', url: view.invoices[0]!.pdfUrl });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await standard.call({ method: 'GET', url: view.invoices[0]!.pdfUrl })).statusCode).toBe(404);
      expect((await newcomer.call({ method: 'POST', url: '/api/payments/create-checkout', payload: { planId: 'pilot-law-firm-pro', seats: 1, billing: 'monthly' }, csrf: false })).statusCode).toBe(409);
    });

    it('cancels at period end and resumes', async () => {
      const cancel = await newcomer.call({ method: 'POST', url: '/api/account/subscription/cancel' });
      expect(cancel.statusCode).toBe(200);
      let view = SubscriptionViewSchema.parse((await newcomer.call({ method: 'GET', url: '/api/account/subscription' })).json());
      expect(view.subscription?.status).toBe('canceling');
      expect((await newcomer.call({ method: 'GET', url: '/api/account/user/license-info' })).json().endsAt).toBe(view.subscription?.currentPeriodEnd);
      expect((await newcomer.call({ method: 'POST', url: '/api/account/subscription/cancel' })).statusCode).toBe(409);
      expect((await newcomer.call({ method: 'POST', url: '/api/account/subscription/resume' })).statusCode).toBe(200);
      view = SubscriptionViewSchema.parse((await newcomer.call({ method: 'GET', url: '/api/account/subscription' })).json());
      expect(view.subscription?.status).toBe('active');
      expect(view.history.map((h) => h.event)).toEqual(['resumed', 'cancelled', 'started']);
    });

    it('upgrades with a prorated amount and changes the licence when paid', async () => {
      const quote = await newcomer.call({ method: 'GET', url: '/api/payments/upgrade-quote?planId=pilot-law-firm-pro' });
      expect(quote.statusCode).toBe(200);
      expect(quote.json().proration.amountDueCents).toBeGreaterThan(0);
      expect(quote.json().includedCredits).toBe(40);
      expect((await newcomer.call({ method: 'GET', url: '/api/payments/upgrade-quote?planId=pilot-edu-standard' })).statusCode).toBe(400);
      const before = (await credits(newcomer)).balance;
      const res = await newcomer.call({ method: 'POST', url: '/api/payments/upgrade-plan', payload: { planId: 'pilot-law-firm-pro' }, csrf: false });
      expect(res.statusCode).toBe(200);
      const body = UpgradeResponseSchema.parse(res.json());
      expect(body.amountDueCents).toBe(body.proration.chargeCents - body.proration.creditCents);
      expect(body.includedCredits).toBe(40);
      expect((await webhook(paid(body.checkoutId))).json().outcome).toBe('applied');
      expect((await newcomer.call({ method: 'GET', url: '/api/account/user/license-info' })).json().licenseType).toBe('PilotLawFirmPro');
      const after = await credits(newcomer);
      expect(after.balance).toBe(before + 40);
      expect(after.entries[0]).toMatchObject({ amount: 40, reason: 'upgrade-grant' });
      expect((await webhook(paid(body.checkoutId, 'evt_upgrade_again'))).json().outcome).toBe('not-open');
      expect((await credits(newcomer)).balance).toBe(before + 40);

      // Refunded by staff: the credits the upgrade added go back with the money, once.
      expect((await admin.call({ method: 'POST', url: `/api/admin/sales/invoices/${body.checkoutId}/refund` })).statusCode).toBe(200);
      const refunded = await credits(newcomer);
      expect(refunded.balance).toBe(before);
      expect(refunded.entries[0]).toMatchObject({ amount: -40, reason: 'adjustment' });
      expect((await admin.call({ method: 'POST', url: `/api/admin/sales/invoices/${body.checkoutId}/refund` })).statusCode).toBe(409);
    });

    it('sells seats to organisation admins only', async () => {
      expect((await standard.call({ method: 'POST', url: '/api/payments/purchase-licenses', payload: { seats: 2 }, csrf: false })).statusCode).toBe(403);
      const start = await orgAdmin.call({ method: 'POST', url: '/api/payments/create-checkout', payload: { planId: 'pilot-org-standard', seats: 3, billing: 'annual' }, csrf: false });
      expect(start.statusCode).toBe(200);
      await webhook(paid(start.json().checkoutId));
      const seats = await orgAdmin.call({ method: 'POST', url: '/api/payments/purchase-licenses', payload: { seats: 2 }, csrf: false });
      expect(seats.statusCode).toBe(200);
      expect(seats.json().amountDueCents).toBeGreaterThan(0);
      await webhook(paid(seats.json().checkoutId));
      const view = SubscriptionViewSchema.parse((await orgAdmin.call({ method: 'GET', url: '/api/account/subscription' })).json());
      expect(view.subscription).toMatchObject({ seats: 5, ownedByOrganization: true, billing: 'annual' });
    });

    it('declines through the webhook and lets the buyer cancel an open checkout', async () => {
      const res = await standard.call({ method: 'POST', url: '/api/payments/purchase-credits', payload: { credits: 50 }, csrf: false });
      const { checkoutId } = res.json();
      expect((await webhook({ id: 'evt_decline', type: 'checkout.declined', data: { checkoutId } })).json().outcome).toBe('applied');
      const again = await standard.call({ method: 'POST', url: '/api/payments/purchase-credits', payload: { credits: 10 }, csrf: false });
      expect(again.statusCode).toBe(200);
      expect((await standard.call({ method: 'POST', url: `/api/payments/checkouts/${again.json().checkoutId}/cancel` })).statusCode).toBe(200);
    });
  });

  describe('/admin/sales', () => {
    it('is staff only', async () => {
      expect((await pro.call({ method: 'GET', url: '/api/admin/sales' })).statusCode).toBe(403);
    });

    it('shows MRR, revenue by month and plan, subscriptions and invoices; marks paid, refunds, voids, exports', async () => {
      const open = await standard.call({ method: 'POST', url: '/api/payments/purchase-credits', payload: { credits: 10 }, csrf: false });
      const id = open.json().checkoutId as string;
      const before = (await credits(standard)).balance;
      const paidRes = await admin.call({ method: 'POST', url: `/api/admin/sales/invoices/${id}/mark-paid` });
      expect(paidRes.statusCode).toBe(200);
      expect((await credits(standard)).balance).toBe(before + 10);
      expect((await admin.call({ method: 'POST', url: `/api/admin/sales/invoices/${id}/mark-paid` })).statusCode).toBe(409);
      const sales = AdminSalesSchema.parse((await admin.call({ method: 'GET', url: '/api/admin/sales' })).json());
      expect(sales.mrrCents).toBe(44900 + Math.round((349000 * 5) / 12));
      expect(sales.revenueByMonth).toHaveLength(12);
      expect(sales.revenueByMonth.at(-1)!.amountCents).toBeGreaterThan(0);
      expect(sales.revenueByPlan.find((p) => p.label === 'Credit packs')?.amountCents).toBe(18000);
      expect(sales.subscriptions).toHaveLength(2);
      expect((await admin.call({ method: 'POST', url: `/api/admin/sales/invoices/${id}/refund` })).statusCode).toBe(200);
      expect((await credits(standard)).balance).toBe(before);
      const audits = await app.db.query<{ action: string; actor: string; detail: { refunded?: string; checkoutId?: string } }>(
        `SELECT a.action, u.email AS actor, a.detail FROM audit_log a JOIN users u ON u.id = a.actor_id
          WHERE a.subject_id = (SELECT id FROM users WHERE email = 'standard@lawfirm.example') AND a.action = 'credits.changed' ORDER BY a.id`,
      );
      expect(audits.rows).toEqual([
        expect.objectContaining({ actor: 'admin@iprism.example', detail: expect.objectContaining({ checkoutId: id }) }),
        expect.objectContaining({ actor: 'admin@iprism.example', detail: expect.objectContaining({ refunded: expect.any(String) }) }),
      ]);
      const next = await standard.call({ method: 'POST', url: '/api/payments/purchase-credits', payload: { credits: 10 }, csrf: false });
      expect((await admin.call({ method: 'POST', url: `/api/admin/sales/invoices/${next.json().checkoutId}/void` })).statusCode).toBe(200);
      const csv = await admin.call({ method: 'GET', url: '/api/admin/sales/invoices.csv' });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.body.split('\r\n')[0]).toBe('Invoice,Created,Paid,Buyer,Kind,Status,Provider,Total (USD)');
      expect(csv.body).toMatch(/,refunded,invoice,90\.00/);
      expect(await exportAudits(app.db, 'invoices')).toEqual([expect.objectContaining({ actorEmail: 'admin@iprism.example', format: 'csv' })]);
    });
  });
  describe('renewals (invoice provider)', () => {
    it('gives a failed renewal a grace period with an invoice and a payment notification; paying it renews', async () => {
      const view = SubscriptionViewSchema.parse((await newcomer.call({ method: 'GET', url: '/api/account/subscription' })).json());
      const end = Date.parse(view.subscription!.currentPeriodEnd);
      const later = new Date(end + 86_400_000);
      expect(await settleDueSubscriptions(app.db, later)).toBe(1);
      expect(await settleDueSubscriptions(app.db, later)).toBe(0);
      const grace = SubscriptionViewSchema.parse((await newcomer.call({ method: 'GET', url: '/api/account/subscription' })).json());
      expect(grace.subscription).toMatchObject({ status: 'grace' });
      const renewal = grace.invoices.find((i) => i.kind === 'renewal' && i.status === 'open')!;
      expect(renewal.totalCents).toBe(44900);
      const notes = await listNotifications(app.db, newcomer.userId, { includeAdminOnly: false, limit: 5 });
      expect(notes[0]).toMatchObject({ category: 'payment' });
      expect(notes[0]!.text).toContain(renewal.number);
      const before = (await credits(newcomer)).balance;
      expect((await webhook(paid(renewal.id))).json().outcome).toBe('applied');
      const renewed = SubscriptionViewSchema.parse((await newcomer.call({ method: 'GET', url: '/api/account/subscription' })).json());
      expect(renewed.subscription).toMatchObject({ status: 'active', currentPeriodStart: new Date(end).toISOString() });
      expect((await credits(newcomer)).balance).toBe(before + 60);
    });

    it('ends a cancelled subscription at its period end', async () => {
      expect((await newcomer.call({ method: 'POST', url: '/api/account/subscription/cancel' })).statusCode).toBe(200);
      const view = SubscriptionViewSchema.parse((await newcomer.call({ method: 'GET', url: '/api/account/subscription' })).json());
      expect(await settleDueSubscriptions(app.db, new Date(Date.parse(view.subscription!.currentPeriodEnd) + 1000))).toBe(1);
      const after = SubscriptionViewSchema.parse((await newcomer.call({ method: 'GET', url: '/api/account/subscription' })).json());
      expect(after.subscription).toBeNull();
    });
  });

  it('ends an unpaid subscription when its grace runs out, and its licence with it', async () => {
    const view = SubscriptionViewSchema.parse((await orgAdmin.call({ method: 'GET', url: '/api/account/subscription' })).json());
    const end = Date.parse(view.subscription!.currentPeriodEnd);
    expect(await settleDueSubscriptions(app.db, new Date(end + 1000))).toBe(1);
    const grace = SubscriptionViewSchema.parse((await orgAdmin.call({ method: 'GET', url: '/api/account/subscription' })).json());
    expect(grace.subscription?.status).toBe('grace');
    expect(await settleDueSubscriptions(app.db, new Date(Date.parse(grace.subscription!.graceUntil!) + 1000))).toBe(1);
    expect(SubscriptionViewSchema.parse((await orgAdmin.call({ method: 'GET', url: '/api/account/subscription' })).json()).subscription).toBeNull();
  });
});
