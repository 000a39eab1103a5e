import type { FastifyInstance } from 'fastify';
import {
  ADMIN_REQUIRED_MESSAGE,
  AdminSupportTicketListSchema,
  AdminSupportTicketSchema,
  SupportTicketListSchema,
  SupportTicketSchema,
} from '@iprism/shared/contracts';
import { listNotifications } from '../../src/modules/notifications/repositories/notifications';
import type { UserPush } from '../../src/modules/realtime/user-push';
import { createLawFirm, createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import type { TestCaller } from '../session-helper';

const TICKETS = '/api/support/tickets';
const ADMIN_TICKETS = '/api/admin/support/tickets';

const diagnostics = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
  language: 'en-US',
  viewport: '1440x900',
  theme: 'dark',
  appVersions: { host: '1.4.0', patent: '1.4.0' },
  logEntries: [{ timestamp: '2026-05-01T10:00:00.000Z', level: 'error', category: 'api', message: 'Upload failed: 413' }],
};

describe('support tickets', () => {
  let app: FastifyInstance;
  let pro: TestCaller;
  let standard: TestCaller;
  let client: TestCaller;
  let admin: TestCaller;
  let employee: TestCaller;
  let pushed: { userId: string; event: string }[] = [];

  const open = (c: TestCaller, payload: Record<string, unknown>) => c.call({ method: 'POST', url: TICKETS, payload });
  const mine = async (c: TestCaller) => {
    const res = await c.call({ method: 'GET', url: TICKETS });
    expect(res.statusCode).toBe(200);
    return SupportTicketListSchema.parse(res.json()).tickets;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    const firm = await createLawFirm(app, { admin: { email: 'pro@lawfirm.example' } });
    const recorder: UserPush = { toUser: (userId, event) => void pushed.push({ userId, event }), leaveApplications: () => {} };
    app.userPush = recorder;
    pro = await signedIn(app, firm.admin);
    standard = await signedIn(app, firm.member);
    client = await signedIn(app, firm.client);
    admin = await signedIn(app, await createUser(app, { name: 'Avery Admin', licenseType: 'iPrismAdmin' }));
    employee = await signedIn(app, await createUser(app, { licenseType: 'iPrismEmployee' }));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    pushed = [];
  });

  it('stores a ticket with the page and the consented bundle; the author sees it, without the bundle itself', async () => {
    const res = await open(pro, { category: 'uploads', subject: 'Scanned PDF gives no text', message: 'The office action I uploaded shows an empty report.', pagePath: '/dashboard/patent?x=1', diagnostics });
    expect(res.statusCode).toBe(201);
    const ticket = SupportTicketSchema.parse(res.json());
    expect(ticket).toMatchObject({ status: 'open', hasDiagnostics: true, pagePath: '/dashboard/patent?x=1', replies: [] });
    expect(res.json()).not.toHaveProperty('diagnostics');

    const list = await mine(pro);
    expect(list.map((t) => t.id)).toContain(ticket.id);
  });

  it('keeps each user to their own tickets', async () => {
    await open(standard, { category: 'other', subject: 'Question from Sam', message: 'How do I invite a colleague?', pagePath: '/dashboard/patent/support' });
    const proSubjects = (await mine(pro)).map((t) => t.subject);
    expect(proSubjects).not.toContain('Question from Sam');
    expect((await mine(standard)).map((t) => t.subject)).toEqual(['Question from Sam']);
  });

  it('refuses an invalid ticket with the field’s message', async () => {
    const res = await open(pro, { category: 'uploads', subject: 'x', message: 'short', pagePath: 'https://evil.example/' });
    expect(res.statusCode).toBe(400);
    const paths = (res.json() as { details: { path: string }[] }).details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['subject', 'message', 'pagePath']));
    const tooManyLogs = await open(pro, { category: 'other', subject: 'Logs', message: 'Too many log lines here.', pagePath: '/', diagnostics: { ...diagnostics, logEntries: Array(51).fill(diagnostics.logEntries[0]) } });
    expect(tooManyLogs.statusCode).toBe(400);
  });

  it('lets a read-only client-portal user ask for help (their own ticket only)', async () => {
    const res = await open(client, { category: 'reports', subject: 'Cannot open report', message: 'The shared report does not load for me.', pagePath: '/dashboard/patent/analytics' });
    expect(res.statusCode).toBe(201);
  });

  it('needs a session and a security token', async () => {
    expect((await app.inject({ method: 'GET', url: TICKETS })).statusCode).toBe(401);
    const res = await pro.call({ method: 'POST', url: TICKETS, csrf: false, payload: { category: 'other', subject: 'No token', message: 'This should be refused.', pagePath: '/' } });
    expect(res.statusCode).toBe(403);
  });

  it('lists every ticket with its author and bundle for staff only', async () => {
    const refused = await pro.call({ method: 'GET', url: ADMIN_TICKETS });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: ADMIN_REQUIRED_MESSAGE });

    const res = await employee.call({ method: 'GET', url: `${ADMIN_TICKETS}?status=open` });
    expect(res.statusCode).toBe(200);
    const tickets = AdminSupportTicketListSchema.parse(res.json()).tickets;
    const scanned = tickets.find((t) => t.subject === 'Scanned PDF gives no text');
    expect(scanned).toMatchObject({ userEmail: 'pro@lawfirm.example', diagnostics: { language: 'en-US', logEntries: [{ message: 'Upload failed: 413' }] } });
    expect(tickets.every((t) => t.status === 'open')).toBe(true);
  });

  it('an answer reaches the author with a notification, and only staff may answer', async () => {
    const [ticket] = (await mine(pro)).filter((t) => t.subject === 'Scanned PDF gives no text');
    if (!ticket) throw new Error('ticket missing');
    const url = `${ADMIN_TICKETS}/${ticket.id}/reply`;

    expect((await pro.call({ method: 'POST', url, payload: { message: 'I answer myself.' } })).statusCode).toBe(403);
    expect((await admin.call({ method: 'POST', url: `${ADMIN_TICKETS}/tkt_missing/reply`, payload: { message: 'Hello' } })).statusCode).toBe(404);

    const res = await admin.call({ method: 'POST', url, payload: { message: 'Scanned pages are now read with OCR; please upload it again.' } });
    expect(res.statusCode).toBe(200);
    expect(AdminSupportTicketSchema.parse(res.json())).toMatchObject({ status: 'answered', replies: [{ authorName: 'Avery Admin' }] });

    const [seen] = (await mine(pro)).filter((t) => t.id === ticket.id);
    expect(seen).toMatchObject({ status: 'answered', replies: [{ message: 'Scanned pages are now read with OCR; please upload it again.', authorName: 'Avery Admin' }] });

    const inbox = await listNotifications(app.db, pro.userId, { includeAdminOnly: false, limit: 50 });
    expect(inbox.find((n) => n.category === 'support')?.text).toBe('Support answered your ticket “Scanned PDF gives no text”.');
    expect(pushed).toEqual([{ userId: pro.userId, event: 'notification' }]);
  });

  it('does not show or push the answer to a user who switched support notifications off', async () => {
    const settings = (await standard.call({ method: 'GET', url: '/api/account/patent-settings' })).json() as { notifications: Record<string, boolean> };
    const saved = await standard.call({ method: 'PUT', url: '/api/account/patent-settings', payload: { ...settings, notifications: { ...settings.notifications, support: false } } });
    expect(saved.statusCode).toBe(200);
    const [ticket] = await mine(standard);
    if (!ticket) throw new Error('ticket missing');
    const res = await admin.call({ method: 'POST', url: `${ADMIN_TICKETS}/${ticket.id}/reply`, payload: { message: 'Account → Organization → Invite.' } });
    expect(res.statusCode).toBe(200);
    // Stored, but neither pushed nor listed while the category is off; switching it on shows it again.
    const inbox = await listNotifications(app.db, standard.userId, { includeAdminOnly: false, limit: 50 });
    expect(inbox.filter((n) => n.category === 'support')).toHaveLength(1);
    expect(pushed).toEqual([]);
    const listed = async () => ((await standard.call({ method: 'GET', url: '/api/account/notifications/get' })).json() as { notifications: { category: string }[] }).notifications;
    expect((await listed()).filter((n) => n.category === 'support')).toEqual([]);
    await standard.call({ method: 'PUT', url: '/api/account/patent-settings', payload: settings });
    expect((await listed()).filter((n) => n.category === 'support')).toHaveLength(1);
  });
});
