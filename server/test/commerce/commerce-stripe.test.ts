import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { CreditsResponseSchema, PAYMENT_PROCESSING_ERROR_MESSAGE, SubscriptionViewSchema, UpgradeResponseSchema } from '@iprism/shared/contracts';
import { settleDueSubscriptions } from '../../src/modules/commerce/renewals';
import { listNotifications } from '../../src/modules/notifications/repositories/notifications';
import { signEvent } from '../../src/modules/commerce/payments/signed-events';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import type { TestCaller } from '../session-helper';

const WEBHOOK_SECRET = 'whsec_test_offline_0123456789';
const STRIPE_SUBSCRIPTION = 'sub_test_1';

/**
 * A local fake of the few Stripe calls the provider makes: create a Checkout Session (or fail when told
 * to), read a subscription and update it and its product.
 */
function fakeStripe() {
  const calls: { method: string; path: string; body: URLSearchParams; auth: string | undefined }[] = [];
  let failNext = false;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      calls.push({ method: req.method ?? '', path, body: new URLSearchParams(raw), auth: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      if (failNext) {
        failNext = false;
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down' } }));
        return;
      }
      const subscription = /^\/v1\/subscriptions\/([^/?]+)/.exec(path);
      if (subscription) {
        res.end(JSON.stringify({ id: subscription[1], object: 'subscription', items: { object: 'list', data: [{ id: 'si_test_1', object: 'subscription_item', price: { id: 'price_1', object: 'price', product: 'prod_test_1' } }] } }));
        return;
      }
      if (path.startsWith('/v1/products/')) {
        res.end(JSON.stringify({ id: 'prod_test_1', object: 'product' }));
        return;
      }
      const id = `cs_test_${calls.length}`;
      res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}`, payment_status: 'unpaid' }));
    });
  });
  return { server, calls, failOnce: () => (failNext = true) };
}

describe('Stripe provider (offline)', () => {
  let app: FastifyInstance;
  let stripe: ReturnType<typeof fakeStripe>;
  let buyer: TestCaller;

  const stripeEvent = (type: string, object: object) => {
    const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object } });
    return app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signEvent(payload, WEBHOOK_SECRET) }, payload });
  };
  /** A cycle invoice of the subscription, for the period from `start` to `end` (Stripe's seconds). */
  const cycleInvoice = (id: string, start: Date, end: Date, extra: object = {}) => ({
    id,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    amount_paid: 898000,
    amount_due: 898000,
    attempt_count: 1,
    parent: { type: 'subscription_details', subscription_details: { subscription: STRIPE_SUBSCRIPTION } },
    lines: { object: 'list', data: [{ id: `il_${id}`, object: 'line_item', period: { start: Math.floor(start.getTime() / 1000), end: Math.floor(end.getTime() / 1000) } }] },
    ...extra,
  });
  const view = async () => SubscriptionViewSchema.parse((await buyer.call({ method: 'GET', url: '/api/account/subscription' })).json());
  const credits = async () => CreditsResponseSchema.parse((await buyer.call({ method: 'GET', url: '/api/account/credits' })).json());


  beforeAll(async () => {
    stripe = fakeStripe();
    await new Promise<void>((r) => stripe.server.listen(0, '127.0.0.1', r));
    const { port } = stripe.server.address() as AddressInfo;
    app = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${port}`, PIPELINE_WORKERS: '0' });
    buyer = await signedIn(app, await createUser(app));
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await new Promise((r) => stripe.server.close(r));
  });

  it('answers 502 with the SPEC §8 message when Stripe fails, and leaves no checkout open', async () => {
    stripe.failOnce();
    const res = await buyer.call({ method: 'POST', url: '/api/payments/purchase-credits', payload: { credits: 10 }, csrf: false });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', message: PAYMENT_PROCESSING_ERROR_MESSAGE });
  });

  it('opens a subscription Checkout Session with a recurring per-seat price and applies the signed completion once', async () => {
    const res = await buyer.call({ method: 'POST', url: '/api/payments/create-checkout', payload: { planId: 'pilot-law-firm-standard', seats: 2, billing: 'annual' }, csrf: false });
    expect(res.statusCode).toBe(200);
    const { checkoutId, url } = res.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_/);
    const call = stripe.calls.at(-1)!;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.auth).toBe('Bearer sk_test_offline');
    expect(call.body.get('mode')).toBe('subscription');
    expect(call.body.get('client_reference_id')).toBe(checkoutId);
    expect(call.body.get('line_items[0][quantity]')).toBe('2');
    expect(call.body.get('line_items[0][price_data][unit_amount]')).toBe('249000');
    expect(call.body.get('line_items[0][price_data][recurring][interval]')).toBe('year');

    const sessionId = url.split('/').pop();
    const session = { id: sessionId, object: 'checkout.session', mode: 'subscription', client_reference_id: checkoutId, payment_status: 'paid', subscription: STRIPE_SUBSCRIPTION };
    const first = await stripeEvent('checkout.session.completed', session);
    expect(first.json()).toMatchObject({ outcome: 'applied' });
    expect((await stripeEvent('checkout.session.completed', session)).json()).toMatchObject({ outcome: 'not-open' });
    const license = (await buyer.call({ method: 'GET', url: '/api/account/user/license-info' })).json();
    expect(license).toMatchObject({ hasValidLicense: true, licenseType: 'PilotLawFirmStandard', seats: 2 });
    expect((await credits()).balance).toBe(20);
  });

  it('carries cancel at period end and resume over to the Stripe subscription', async () => {
    expect((await buyer.call({ method: 'POST', url: '/api/account/subscription/cancel' })).statusCode).toBe(200);
    let call = stripe.calls.at(-1)!;
    expect([call.method, call.path, call.body.get('cancel_at_period_end')]).toEqual(['POST', `/v1/subscriptions/${STRIPE_SUBSCRIPTION}`, 'true']);
    expect((await buyer.call({ method: 'POST', url: '/api/account/subscription/resume' })).statusCode).toBe(200);
    call = stripe.calls.at(-1)!;
    expect(call.body.get('cancel_at_period_end')).toBe('false');
    stripe.failOnce();
    const refused = await buyer.call({ method: 'POST', url: '/api/account/subscription/cancel' });
    expect(refused.statusCode).toBe(502);
    expect((await view()).subscription?.status).toBe('active');
  });

  it('upgrades prorated: grants the extra credits of the new plan for the rest of the period and reprices the Stripe subscription', async () => {
    const before = (await credits()).balance;
    const res = await buyer.call({ method: 'POST', url: '/api/payments/upgrade-plan', payload: { planId: 'pilot-law-firm-pro' }, csrf: false });
    expect(res.statusCode).toBe(200);
    const body = UpgradeResponseSchema.parse(res.json());
    const session = { id: body.url.split('/').pop(), object: 'checkout.session', mode: 'payment', client_reference_id: body.checkoutId, payment_status: 'paid' };
    expect((await stripeEvent('checkout.session.completed', session)).json()).toMatchObject({ outcome: 'applied' });
    const after = await credits();
    expect(after.balance).toBe(before + 40);
    expect(after.entries[0]).toMatchObject({ amount: 40, reason: 'upgrade-grant' });
    const update = stripe.calls.at(-1)!;
    expect([update.method, update.path]).toEqual(['POST', `/v1/subscriptions/${STRIPE_SUBSCRIPTION}`]);
    expect(update.body.get('proration_behavior')).toBe('none');
    expect(update.body.get('items[0][id]')).toBe('si_test_1');
    expect(update.body.get('items[0][quantity]')).toBe('2');
    expect(update.body.get('items[0][price_data][unit_amount]')).toBe('449000');
    expect(update.body.get('items[0][price_data][recurring][interval]')).toBe('year');
    expect((await buyer.call({ method: 'GET', url: '/api/account/user/license-info' })).json()).toMatchObject({ licenseType: 'PilotLawFirmPro' });
  });

  it('renews on a paid cycle invoice exactly once, however Stripe delivers it: next period, licence, credits, invoice', async () => {
    const start = await view();
    const end0 = new Date(start.subscription!.currentPeriodEnd);
    const end1 = new Date(Math.floor(end0.getTime() / 1000) * 1000 + 365 * 86_400_000);
    const before = (await credits()).balance;
    const first = cycleInvoice('in_first', new Date(), end0, { billing_reason: 'subscription_create' });
    expect((await stripeEvent('invoice.paid', first)).json()).toMatchObject({ outcome: 'ignored' });
    const invoice = cycleInvoice('in_renew_1', end0, end1);
    const outcomes = await Promise.all([stripeEvent('invoice.paid', invoice), stripeEvent('invoice.payment_succeeded', invoice), stripeEvent('invoice.paid', invoice)]);
    expect(outcomes.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(outcomes.map((r) => r.json().outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await stripeEvent('invoice.payment_succeeded', invoice)).json()).toMatchObject({ outcome: 'duplicate' });
    const renewed = await view();
    expect(renewed.subscription).toMatchObject({ status: 'active', currentPeriodStart: end0.toISOString(), currentPeriodEnd: end1.toISOString() });
    expect(renewed.history[0]).toMatchObject({ event: 'renewed' });
    expect(renewed.invoices[0]).toMatchObject({ kind: 'renewal', status: 'paid', totalCents: 898000, provider: 'stripe' });
    const after = await credits();
    expect(after.balance).toBe(before + 60);
    expect(after.entries.filter((e) => e.reason === 'period-grant')).toHaveLength(2);
    const license = (await buyer.call({ method: 'GET', url: '/api/account/user/license-info' })).json();
    expect(Date.parse(license.endsAt)).toBeGreaterThan(end1.getTime());
  });

  it('gives a failed renewal a grace period and a payment notification; a paid retry renews', async () => {
    const start = await view();
    const end1 = new Date(start.subscription!.currentPeriodEnd);
    const end2 = new Date(end1.getTime() + 365 * 86_400_000);
    const invoice = cycleInvoice('in_renew_2', end1, end2, { amount_paid: 0 });
    expect((await stripeEvent('invoice.payment_failed', invoice)).json()).toMatchObject({ outcome: 'applied' });
    expect((await stripeEvent('invoice.payment_failed', invoice)).json()).toMatchObject({ outcome: 'duplicate' });
    const grace = await view();
    expect(grace.subscription).toMatchObject({ status: 'grace' });
    expect(grace.history[0]).toMatchObject({ event: 'renewal-failed' });
    const notes = await listNotifications(app.db, buyer.userId, { includeAdminOnly: false, limit: 1 });
    expect(notes[0]).toMatchObject({ category: 'payment' });
    expect(notes[0]!.text).toContain('failed');
    expect(notes[0]!.text).toContain(grace.subscription!.graceUntil!.slice(0, 10));
    const license = (await buyer.call({ method: 'GET', url: '/api/account/user/license-info' })).json();
    expect(license).toMatchObject({ hasValidLicense: true, endsAt: grace.subscription!.graceUntil });
    const before = (await credits()).balance;
    expect((await stripeEvent('invoice.paid', { ...invoice, amount_paid: 898000, attempt_count: 2 })).json()).toMatchObject({ outcome: 'applied' });
    expect((await view()).subscription).toMatchObject({ status: 'active', graceUntil: null, currentPeriodEnd: end2.toISOString() });
    expect((await credits()).balance).toBe(before + 60);
  });

  it('ends a subscription Stripe deleted at the end of its period', async () => {
    const deleted = { id: STRIPE_SUBSCRIPTION, object: 'subscription', status: 'canceled' };
    expect((await stripeEvent('customer.subscription.deleted', deleted)).json()).toMatchObject({ outcome: 'applied' });
    expect((await stripeEvent('customer.subscription.deleted', deleted)).json()).toMatchObject({ outcome: 'duplicate' });
    const canceling = await view();
    expect(canceling.subscription?.status).toBe('canceling');
    const license = (await buyer.call({ method: 'GET', url: '/api/account/user/license-info' })).json();
    expect(license.endsAt).toBe(canceling.subscription!.currentPeriodEnd);
    expect(await settleDueSubscriptions(app.db, new Date(Date.parse(canceling.subscription!.currentPeriodEnd) + 1000))).toBe(1);
    expect((await view()).subscription).toBeNull();
  });

  it('refuses a Stripe event signed with another secret and ignores events it does not act on', async () => {
    const payload = JSON.stringify({ id: 'evt_x', object: 'event', type: 'checkout.session.completed', data: { object: {} } });
    const bad = await app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signEvent(payload, 'whsec_wrong_secret_000000') }, payload });
    expect(bad.statusCode).toBe(400);
    expect((await stripeEvent('customer.created', { id: 'cus_1' })).json()).toMatchObject({ outcome: 'ignored' });
  });
});
