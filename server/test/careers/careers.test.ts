import type { FastifyInstance } from 'fastify';
import { CV_MAX_BYTES, CareerApplicationListSchema, JobOpeningListSchema } from '@iprism/shared/contracts';
import { listOutboxEmails } from '../../src/platform/mail/repositories/outbox';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { multipart } from '../multipart';
import { makeApplicationPdf } from '../pdf-fixture';
import type { TestCaller } from '../session-helper';

describe('careers publishing and the applications inbox', () => {
  let app: FastifyInstance;
  let admin: TestCaller;
  let pro: TestCaller;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signedIn(app, await createUser(app, { licenseType: 'iPrismAdmin' }));
    pro = await signedIn(app, await createUser(app, { licenseType: 'PilotLawFirmPro' }));
  }, 90_000);
  afterAll(async () => {
    await app.close();
  });

  it('publishes open roles only, and only staff edit them', async () => {
    const opening = { title: 'Patent Data Engineer', team: 'Data', location: 'Berlin', remote: true, description: 'Own the ingestion of patent office bulk data into our corpus.' };
    expect((await pro.call({ method: 'POST', url: '/api/admin/careers/openings', payload: opening })).statusCode).toBe(403);
    const created = await admin.call({ method: 'POST', url: '/api/admin/careers/openings', payload: opening });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    expect(JobOpeningListSchema.parse((await app.inject('/api/careers/openings')).json()).openings.map((o) => o.title)).toEqual(['Patent Data Engineer']);
    await admin.call({ method: 'PUT', url: `/api/admin/careers/openings/${id}`, payload: { ...opening, open: false } });
    expect(JobOpeningListSchema.parse((await app.inject('/api/careers/openings')).json()).openings).toEqual([]);
  });

  it('lists applications to staff and e-mails the candidate on interview and rejection', async () => {
    const application = { name: 'Ada Lovelace', email: 'ada@candidate.example', role: 'Patent Data Engineer', links: [], coverNote: 'I have built patent data pipelines for six years and would love to join the data team.' };
    expect((await app.inject({ method: 'POST', url: '/api/careers/submit-application', payload: application })).statusCode).toBe(201);
    expect((await pro.call({ method: 'GET', url: '/api/admin/careers/applications' })).statusCode).toBe(403);
    const inbox = CareerApplicationListSchema.parse((await admin.call({ method: 'GET', url: '/api/admin/careers/applications' })).json()).applications;
    expect(inbox[0]).toMatchObject({ name: 'Ada Lovelace', status: 'new' });
    const id = inbox[0]!.id;

    const notes = await admin.call({ method: 'PATCH', url: `/api/admin/careers/applications/${id}`, payload: { status: 'reviewing', notes: 'Strong on bulk data.' } });
    expect(notes.json()).toMatchObject({ status: 'reviewing', notes: 'Strong on bulk data.' });
    expect(await listOutboxEmails(app.db, 'ada@candidate.example')).toHaveLength(0);
    await admin.call({ method: 'PATCH', url: `/api/admin/careers/applications/${id}`, payload: { status: 'interview', message: 'The call takes 45 minutes.' } });
    const mails = await listOutboxEmails(app.db, 'ada@candidate.example');
    expect(mails[0]).toMatchObject({ subject: 'Interview invitation: Patent Data Engineer at iPrism' });
    expect(mails[0]?.text).toContain('The call takes 45 minutes.');
    expect((await admin.call({ method: 'PATCH', url: `/api/admin/careers/applications/${id}`, payload: { status: 'hired-ish' } })).statusCode).toBe(400);
  });

  describe('CV upload', () => {
    const application = { name: 'Grace Hopper', email: 'grace@candidate.example', role: 'Patent Data Engineer', links: [], coverNote: 'I wrote the first compiler and would like to turn patent text into data your attorneys can search.' };
    const send = (parts: Parameters<typeof multipart>[0]) => {
      const { payload, headers } = multipart(parts);
      return app.inject({ method: 'POST', url: '/api/careers/submit-application', payload, headers });
    };
    const form = (over: Record<string, unknown> = {}) => ({ field: 'application', bytes: JSON.stringify({ ...application, ...over }) });
    const inbox = async () => CareerApplicationListSchema.parse((await admin.call({ url: '/api/admin/careers/applications' })).json()).applications;

    it('stores a CV checked by content with the application; only staff download it, byte for byte', async () => {
      const pdf = await makeApplicationPdf(1, 2);
      const res = await send([form(), { field: 'cv', filename: 'Grace Hopper CV.pdf', bytes: pdf, type: 'application/pdf' }]);
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: string }>();
      const row = (await inbox()).find((a) => a.id === id);
      expect(row).toMatchObject({ name: 'Grace Hopper', cv: { name: 'Grace Hopper CV.pdf', mediaType: 'application/pdf', size: pdf.length } });

      const url = `/api/admin/careers/applications/${id}/cv`;
      expect((await pro.call({ url })).statusCode).toBe(403);
      expect((await app.inject(url)).statusCode).toBe(401);
      const download = await admin.call({ url });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain('attachment; filename="Grace Hopper CV.pdf"');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(download.rawPayload, Buffer.from(pdf))).toBe(0);
    });

    it('refuses a file that is not a document by its content, whatever its name, and stores nothing', async () => {
      const before = (await inbox()).length;
      const exe = await send([form({ email: 'exe@candidate.example' }), { field: 'cv', filename: 'cv.pdf', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 1)]), type: 'application/pdf' }]);
      expect(exe.statusCode).toBe(415);
      expect(exe.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(exe.json<{ message: string }>().message).toContain('cv.pdf');
      const xml = await send([form({ email: 'xml@candidate.example' }), { field: 'cv', filename: 'cv.xml', bytes: '<?xml version="1.0"?><us-patent-application><claims/></us-patent-application>', type: 'text/xml' }]);
      expect(xml.statusCode).toBe(415);
      expect((await inbox()).length).toBe(before);
    });

    it('refuses a CV over the size limit with 413, and a bad form with 400 naming the field, before storing anything', async () => {
      const before = (await inbox()).length;
      const limit = Math.min(CV_MAX_BYTES, app.config.upload.maxBytes);
      const big = await send([form({ email: 'big@candidate.example' }), { field: 'cv', filename: 'big.txt', bytes: Buffer.alloc(limit + 1, 'a'), type: 'text/plain' }]);
      expect(big.statusCode).toBe(413);
      const bad = await send([form({ email: 'not-an-email' }), { field: 'cv', filename: 'cv.txt', bytes: 'Grace Hopper\nRear admiral, computer scientist.' }]);
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as { details: { path: string }[] }).details.map((d) => d.path)).toContain('email');
      const stray = await send([form({ email: 'stray@candidate.example' }), { field: 'photo', filename: 'me.txt', bytes: 'hello' }]);
      expect(stray.statusCode).toBe(400);
      expect((await inbox()).length).toBe(before);
    });

    it('takes an application without a CV as before, and answers a CV download of it with 404', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/careers/submit-application', payload: { ...application, email: 'nocv@candidate.example' } });
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: string }>();
      expect((await inbox()).find((a) => a.id === id)?.cv).toBeNull();
      expect((await admin.call({ url: `/api/admin/careers/applications/${id}/cv` })).statusCode).toBe(404);
    });
  });
});
