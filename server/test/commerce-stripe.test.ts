import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_PROCESSING_ERROR_MESSAGE } from '@iprism/shared/contracts';
import { signEvent } from '../src/commerce/payments/signed-events';
import { seedDemo } from '../src/demo/seed';
import { buildTestApp } from './helper';
import { signInAs, type TestCaller } from './session-helper';

const WEBHOOK_SECRET = 'whsec_test_offline_0123456789';

/** A local fake of the few Stripe calls the provider makes: create a Checkout Session (or fail when told to). */
function fakeStripe() {
  const calls: { path: string; body: URLSearchParams; auth: string | undefined }[] = [];
  let failNext = false;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', body: new URLSearchParams(raw), auth: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      if (failNext) {
        failNext = false;
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down' } }));
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

  beforeAll(async () => {
    stripe = fakeStripe();
    await new Promise<void>((r) => stripe.server.listen(0, '127.0.0.1', r));
    const { port } = stripe.server.address() as AddressInfo;
    app = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${port}`, PIPELINE_WORKERS: '0' });
    await seedDemo(app.db, 'iprism-demo');
    buyer = await signInAs(app, 'nolicense@company.example');
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
    const res = await buyer.call({ method: 'POST', url: '/api/payments/create-checkout', payload: { planId: 'pilot-law-firm-pro', seats: 2, billing: 'annual' }, csrf: false });
    expect(res.statusCode).toBe(200);
    const { checkoutId, url } = res.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_/);
    const call = stripe.calls.at(-1)!;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.auth).toBe('Bearer sk_test_offline');
    expect(call.body.get('mode')).toBe('subscription');
    expect(call.body.get('client_reference_id')).toBe(checkoutId);
    expect(call.body.get('line_items[0][quantity]')).toBe('2');
    expect(call.body.get('line_items[0][price_data][unit_amount]')).toBe('449000');
    expect(call.body.get('line_items[0][price_data][recurring][interval]')).toBe('year');

    const sessionId = url.split('/').pop();
    const session = { id: sessionId, object: 'checkout.session', client_reference_id: checkoutId, payment_status: 'paid' };
    const first = await stripeEvent('checkout.session.completed', session);
    expect(first.json()).toMatchObject({ outcome: 'applied' });
    expect((await stripeEvent('checkout.session.completed', session)).json()).toMatchObject({ outcome: 'not-open' });
    const licence = (await buyer.call({ method: 'GET', url: '/api/account/user/license-info' })).json();
    expect(licence).toMatchObject({ hasValidLicense: true, licenseType: 'PilotLawFirmPro', seats: 2 });
  });

  it('refuses a Stripe event signed with another secret and ignores events it does not act on', async () => {
    const payload = JSON.stringify({ id: 'evt_x', object: 'event', type: 'checkout.session.completed', data: { object: {} } });
    const bad = await app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signEvent(payload, 'whsec_wrong_secret_000000') }, payload });
    expect(bad.statusCode).toBe(400);
    expect((await stripeEvent('customer.created', { id: 'cus_1' })).json()).toMatchObject({ outcome: 'ignored' });
  });
});
