import type { FastifyInstance } from 'fastify';
import { CareerApplicationListSchema, JobOpeningListSchema } from '@iprism/shared/contracts';
import { seedDemo } from '../src/demo/seed';
import { listOutboxEmails } from '../src/db/repositories/outbox';
import { buildTestApp } from './helper';
import { signInAs, type TestCaller } from './session-helper';

describe('careers publishing and the applications inbox', () => {
  let app: FastifyInstance;
  let admin: TestCaller;
  let pro: TestCaller;

  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemo(app.db, 'iprism-demo');
    admin = await signInAs(app, 'admin@iprism.example');
    pro = await signInAs(app, 'pro@lawfirm.example');
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
});
