import type { FastifyInstance } from 'fastify';
import { AdminAgreementListSchema, AgreementReceiptSchema, AgreementViewSchema, CreatedAgreementSchema } from '@iprism/shared/contracts';
import { listOutboxAttachments, listOutboxEmails } from '../../src/platform/mail/repositories/outbox';
import { sha256Hex } from '../../src/modules/auth/secrets';
import { scheduleAgreementExpiry } from '../../src/modules/agreements/expiry-job';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import type { TestCaller } from '../session-helper';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const nda = (recipientEmail: string) => ({
  title: 'Mutual non-disclosure agreement',
  body: '## Confidentiality\n\nEach party keeps the other party’s confidential information secret for three years.',
  recipientEmail,
  recipientName: 'Dana Contractor',
  expiresAt: inDays(14),
});

describe('agreements with e-signature', () => {
  let app: FastifyInstance;
  let admin: TestCaller;
  let pro: TestCaller;

  const create = async (email = 'dana@contractor.example') => {
    const res = await admin.call({ method: 'POST', url: '/api/agreements/create', payload: nda(email), csrf: false });
    expect(res.statusCode).toBe(201);
    return CreatedAgreementSchema.parse(res.json());
  };
  const agree = (token: string, signerName = 'Dana Contractor') =>
    app.inject({ method: 'POST', url: '/api/agreements/agree', payload: { token, signerName }, headers: { 'user-agent': 'AgreementTest/1.0' } });

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signedIn(app, await createUser(app, { email: 'admin@iprism.example', licenseType: 'iPrismAdmin' }));
    pro = await signedIn(app, await createUser(app, { licenseType: 'PilotLawFirmPro' }));
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });

  it('creates an agreement without a security token, mails the link and stores only the token hash', async () => {
    const created = await create('mail@contractor.example');
    expect(created.token.length).toBeGreaterThanOrEqual(40);
    expect(created.url).toMatch(new RegExp(`/agreement/${created.token}$`));
    const mail = (await listOutboxEmails(app.db, 'mail@contractor.example'))[0];
    expect(mail?.text).toContain(created.url);
    const { rows } = await app.db.query<{ token_hash: string }>('SELECT token_hash FROM agreements WHERE id = $1', [created.id]);
    expect(rows[0]?.token_hash).toBe(sha256Hex(created.token));
    expect(JSON.stringify(rows)).not.toContain(created.token);
  });

  it('refuses create to non-staff and to signed-out callers, and names the invalid field', async () => {
    expect((await pro.call({ method: 'POST', url: '/api/agreements/create', payload: nda('x@y.example'), csrf: false })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/agreements/create', payload: nda('x@y.example') })).statusCode).toBe(401);
    const bad = await admin.call({ method: 'POST', url: '/api/agreements/create', payload: { ...nda('not-an-email'), expiresAt: inDays(-1) }, csrf: false });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json() as { details: { path: string }[] }).details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['recipientEmail', 'expiresAt']));
  });

  it('shows the agreement, marks it viewed, records one signature with the hash of the text, and mails both sides', async () => {
    const { id, token } = await create();
    const view = AgreementViewSchema.parse((await app.inject(`/api/agreements/${token}`)).json());
    expect(view).toMatchObject({ title: 'Mutual non-disclosure agreement', status: 'viewed', recipientName: 'Dana Contractor' });

    const res = await agree(token);
    expect(res.statusCode).toBe(200);
    const receipt = AgreementReceiptSchema.parse(res.json());
    expect(receipt.id).toBe(id);
    const list = AdminAgreementListSchema.parse((await admin.call({ method: 'GET', url: '/api/admin/agreements' })).json()).agreements;
    const row = list.find((a) => a.id === id)!;
    expect(row).toMatchObject({ state: 'agreed', signerName: 'Dana Contractor', signerUserAgent: 'AgreementTest/1.0', textSha256: receipt.textSha256 });
    expect(row.signerIp).toBeTruthy();
    // Both sides get the certificate PDF attached to the mail, sent once the signer has their answer.
    await app.afterReply.idle();
    for (const side of ['dana@contractor.example', 'admin@iprism.example']) {
      const mail = (await listOutboxAttachments(app.db, side)).find((m) => m.subject === 'Agreed: Mutual non-disclosure agreement');
      expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`agreement-certificate-${id}.pdf`, 'application/pdf']]);
      expect(Buffer.from(mail!.attachments[0]!.content.subarray(0, 5)).toString()).toBe('%PDF-');
    }

    const twice = await agree(token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'This agreement has already been agreed.' });

    const pdf = await app.inject(`/api/agreements/${token}/certificate`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await admin.call({ method: 'GET', url: `/api/admin/agreements/${id}/certificate` })).statusCode).toBe(200);
    expect((await pro.call({ method: 'GET', url: `/api/admin/agreements/${id}/certificate` })).statusCode).toBe(403);
    // Three certificate PDFs (the mail's and two downloads), each drawn with embedded fonts.
  }, 120_000);

  it('expires by token (staff only, no security token) and refuses to agree afterwards', async () => {
    const { token } = await create();
    expect((await app.inject({ method: 'POST', url: '/api/agreements/expire', payload: { token } })).statusCode).toBe(401);
    expect((await pro.call({ method: 'POST', url: '/api/agreements/expire', payload: { token }, csrf: false })).statusCode).toBe(403);
    const res = await admin.call({ method: 'POST', url: '/api/agreements/expire', payload: { token }, csrf: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'expired' });
    expect(AgreementViewSchema.parse((await app.inject(`/api/agreements/${token}`)).json()).status).toBe('expired');
    const late = await agree(token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'EXPIRED' });
  });

  it('treats an agreement past its date as expired', async () => {
    const { id, token } = await create();
    await app.db.query("UPDATE agreements SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
    expect((await agree(token)).statusCode).toBe(410);
  });

  it('the expiry job records every open agreement past its date as expired, and leaves agreed and current ones', async () => {
    const overdue = await create('overdue@contractor.example');
    const current = await create('current@contractor.example');
    const signed = await create('signed@contractor.example');
    expect((await agree(signed.token)).statusCode).toBe(200);
    await app.db.query("UPDATE agreements SET expires_at = now() - interval '1 minute' WHERE id = ANY($1)", [[overdue.id, signed.id]]);
    const job = scheduleAgreementExpiry(app.db, app.log, 50);
    try {
      const expiredAt = async (id: string) => (await app.db.query<{ expired_at: Date | null }>('SELECT expired_at FROM agreements WHERE id = $1', [id])).rows[0]?.expired_at ?? null;
      for (let i = 0; i < 100 && !(await expiredAt(overdue.id)); i++) await new Promise((r) => setTimeout(r, 20));
      expect(await expiredAt(overdue.id)).not.toBeNull();
      expect(await expiredAt(current.id)).toBeNull();
      expect(await expiredAt(signed.id)).toBeNull();
    } finally {
      job.stop();
    }
    const list = AdminAgreementListSchema.parse((await admin.call({ url: '/api/admin/agreements' })).json());
    const stateOf = (id: string) => list.agreements.find((a) => a.id === id)?.state;
    expect([stateOf(overdue.id), stateOf(current.id), stateOf(signed.id)]).toEqual(['expired', 'sent', 'agreed']);
  });

  it('answers unknown tokens with 404 and a missing name with 400', async () => {
    expect((await agree('x'.repeat(43))).statusCode).toBe(404);
    expect((await app.inject('/api/agreements/unknown-token')).statusCode).toBe(404);
    const { token } = await create();
    const res = await app.inject({ method: 'POST', url: '/api/agreements/agree', payload: { token, signerName: ' ' } });
    expect(res.statusCode).toBe(400);
  });

  it('resends with a new link; the old one stops working', async () => {
    const { id, token } = await create();
    const res = await admin.call({ method: 'POST', url: `/api/admin/agreements/${id}/resend` });
    expect(res.statusCode).toBe(200);
    const fresh = CreatedAgreementSchema.parse(res.json());
    expect(fresh.token).not.toBe(token);
    expect((await app.inject(`/api/agreements/${token}`)).statusCode).toBe(404);
    expect((await app.inject(`/api/agreements/${fresh.token}`)).statusCode).toBe(200);
  });
});
