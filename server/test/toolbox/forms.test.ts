import type { FastifyInstance } from 'fastify';
import { FormReceiptSchema, SalesRequestListSchema } from '@iprism/shared/contracts';
import { listOutboxEmails } from '../../src/platform/mail/repositories/outbox';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';

const VALID: Record<string, object> = {
  '/api/forms/contact': { name: 'Ada Lovelace', email: 'Ada@Example.com', company: 'Analytical LLP', topic: 'demo', message: 'We would like a demo for our prosecution team.' },
  '/api/forms/feedback': { rating: 4, area: 'reports', message: 'The claim tree is very clear.' },
  '/api/forms/support': { name: 'Ada Lovelace', email: 'ada@example.com', category: 'uploads', subject: 'DOCX upload', message: 'My DOCX upload stops at 40 percent every time.' },
  '/api/careers/submit-application': {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'Senior Full-Stack Engineer',
    links: ['https://github.com/ada'],
    coverNote: 'I have built document pipelines for legal teams for six years and would love to work on claim analysis.',
  },
  '/api/forms/unsubscribe': { email: 'ada@example.com', reason: 'too-frequent' },
  '/api/forms/send-inquiry-email': { name: 'Ada Lovelace', email: 'ada@example.com', firm: 'Analytical LLP', role: 'Partner', size: '11-50', message: 'We would like pricing for twelve seats.' },
  '/api/forms/send-demo-email': { name: 'Ada Lovelace', email: 'ada@example.com', firm: 'Analytical LLP', role: 'Partner', size: '11-50', preferredTimes: 'Tue or Wed afternoon (CET)' },
};

const KIND_BY_URL: Record<string, string> = {
  '/api/forms/contact': 'contact',
  '/api/forms/feedback': 'feedback',
  '/api/forms/support': 'support',
  '/api/careers/submit-application': 'careers',
  '/api/forms/unsubscribe': 'unsubscribe',
  '/api/forms/send-inquiry-email': 'inquiry',
  '/api/forms/send-demo-email': 'demo',
};

describe('public form endpoints', () => {
  // One app for the block (PGlite takes seconds to start); each test starts from an empty table.
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 90_000);
  beforeEach(async () => {
    await app.db.query('DELETE FROM form_submissions');
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(Object.keys(VALID))('%s stores a valid submission and answers 201 { id }', async (url) => {
    const res = await app.inject({ method: 'POST', url, payload: VALID[url] });
    expect(res.statusCode).toBe(201);
    const { id } = FormReceiptSchema.parse(res.json());
    const { rows } = await app.db.query<{ kind: string; payload: Record<string, unknown> }>('SELECT kind, payload FROM form_submissions WHERE id = $1', [id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe(KIND_BY_URL[url]);
    expect(rows[0]?.payload).toMatchObject(JSON.parse(JSON.stringify(VALID[url])) as object);
  });

  it.each(Object.keys(VALID))('%s refuses an empty body with 400 and field details', async (url) => {
    const res = await app.inject({ method: 'POST', url, payload: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ statusCode: number; code: string; details: { path: string; message: string }[] }>();
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(body.details.length).toBeGreaterThan(0);
    const { rows } = await app.db.query('SELECT id FROM form_submissions');
    expect(rows).toHaveLength(0);
  });

  it('mails the sales inbox and the sender for inquiries and demo requests', async () => {
    await app.inject({ method: 'POST', url: '/api/forms/send-demo-email', payload: { ...VALID['/api/forms/send-demo-email'], email: 'demo.asker@example.com' } });
    const sales = await listOutboxEmails(app.db, 'sales@iprism.example');
    expect(sales[0]).toMatchObject({ subject: 'Demo request from Ada Lovelace (Analytical LLP)' });
    expect(sales[0]?.text).toContain('Preferred times: Tue or Wed afternoon (CET)');
    expect(sales[0]?.text).toContain('mailto:demo.asker@example.com');
    expect(await listOutboxEmails(app.db, 'demo.asker@example.com')).toHaveLength(1);
  });

  it('names the failing fields of the contact form', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/forms/contact', payload: { ...VALID['/api/forms/contact'], email: 'not-an-email', message: 'short' } });
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ details: { path: string }[] }>().details.map((d) => d.path);
    expect(paths.sort()).toEqual(['email', 'message']);
  });

  it('keeps the email in its own column, lower-cased', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/forms/contact', payload: VALID['/api/forms/contact'] });
    const { rows } = await app.db.query<{ email: string }>('SELECT email FROM form_submissions WHERE id = $1', [res.json<{ id: string }>().id]);
    expect(rows[0]?.email).toBe('ada@example.com');
  });

  it('refuses a careers link that is not a URL', async () => {
    const payload = { ...VALID['/api/careers/submit-application'], links: ['github dot com'] };
    const res = await app.inject({ method: 'POST', url: '/api/careers/submit-application', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: { path: string }[] }>().details[0]?.path).toBe('links.0');
  });
});

describe('form rate limit', () => {
  it('answers 429 with Retry-After after ten sends of one form from one address', async () => {
    const app = await buildTestApp();
    const send = (remoteAddress: string) => app.inject({ method: 'POST', url: '/api/forms/unsubscribe', payload: VALID['/api/forms/unsubscribe'], remoteAddress });
    for (let i = 0; i < 10; i++) expect((await send('10.0.0.1')).statusCode).toBe(201);
    const limited = await send('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait before trying again.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('10.0.0.2')).statusCode).toBe(201);
    await app.close();
  });
});

describe('sales inquiries and demo requests in /admin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('lists both kinds to staff only, newest first, with what the person wrote', async () => {
    await app.inject({ method: 'POST', url: '/api/forms/send-inquiry-email', payload: VALID['/api/forms/send-inquiry-email'] });
    await app.inject({ method: 'POST', url: '/api/forms/send-demo-email', payload: { ...VALID['/api/forms/send-demo-email'], email: 'grace@example.com', name: 'Grace Hopper' } });
    await app.inject({ method: 'POST', url: '/api/forms/contact', payload: VALID['/api/forms/contact'] });
    const admin = await signedIn(app, await createUser(app, { licenseType: 'iPrismAdmin' }));
    const pro = await signedIn(app, await createUser(app, { licenseType: 'PilotLawFirmPro' }));
    expect((await pro.call({ url: '/api/admin/sales-requests' })).statusCode).toBe(403);
    expect((await app.inject('/api/admin/sales-requests')).statusCode).toBe(401);
    const { requests } = SalesRequestListSchema.parse((await admin.call({ url: '/api/admin/sales-requests' })).json());
    expect(requests.map((r) => r.kind)).toEqual(['demo', 'inquiry']);
    expect(requests[0]).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', firm: 'Analytical LLP', preferredTimes: 'Tue or Wed afternoon (CET)' });
    expect(requests[1]).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', size: '11-50', preferredTimes: null, message: 'We would like pricing for twelve seats.' });
  });
});
