import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { CLIENT_EDIT_MESSAGE, NotificationListSchema, NotificationSchema, QUICK_FEEDBACK_CATEGORIES, type Notification } from '@iprism/shared/contracts';
import { insertNotification, listNotificationsCreatedSince } from '../../src/modules/notifications/repositories/notifications';
import { findOrganizationBySlug } from '../../src/modules/organizations/repositories/organizations';
import { findUserByEmail } from '../../src/modules/accounts/repositories/users';
import type { UserPush } from '../../src/modules/realtime/user-push';
import { ADMIN_ONLY_REFUSED_MESSAGE } from '../../src/modules/notifications/routes';
import { createLawFirm, createOrganization, createUser } from '../factories';
import { buildTestApp } from '../helper';
import { signInAs, type TestCaller } from '../session-helper';

interface Pushed {
  userId: string;
  event: string;
  data: unknown;
}

const BASE = '/api/account/notifications';

describe('notifications (SPEC §3–§9)', () => {
  let app: FastifyInstance;
  let pushes: Pushed[] = [];
  const callers: Record<string, TestCaller> = {};
  const as = (email: string): TestCaller => {
    const c = callers[email];
    if (!c) throw new Error(email);
    return c;
  };
  /** The caller's list as the browser receives it (parsed against the contract). */
  const listOf = async (c: TestCaller): Promise<Notification[]> => {
    const res = await c.call({ method: 'GET', url: `${BASE}/get` });
    expect(res.statusCode).toBe(200);
    return NotificationListSchema.parse(res.json()).notifications;
  };
  const add = (c: TestCaller, payload: Record<string, unknown>) => c.call({ method: 'POST', url: `${BASE}/add`, payload });
  const step = (c: TestCaller, name: 'view' | 'dismiss' | 'restore', id: string) => c.call({ method: 'PATCH', url: `${BASE}/${name}?notificationId=${encodeURIComponent(id)}` });
  /**
   * Runs `fn` with the app's pino logger at `level` writing into memory (its destination swapped), and
   * returns the JSON lines logged meanwhile: request loggers are pino children that share the root's stream.
   */
  const captureLogs = async (level: string, fn: () => Promise<void>): Promise<Record<string, unknown>[]> => {
    const logger = app.log as unknown as Record<symbol, unknown> & { level: string };
    const stream = logger[pino.symbols.streamSym];
    const previousLevel = logger.level;
    const lines: string[] = [];
    logger[pino.symbols.streamSym] = { write: (line: string) => void lines.push(line) };
    logger.level = level;
    try {
      await fn();
    } finally {
      logger.level = previousLevel;
      logger[pino.symbols.streamSym] = stream;
    }
    return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  };
  const userIdOf = async (email: string): Promise<string> => {
    const user = await findUserByEmail(app.db, email);
    if (!user) throw new Error(email);
    return user.id;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    // admin@ administers the iPrism organisation as well as holding the staff licence.
    await createOrganization(app, { name: 'iPrism', members: [{ email: 'admin@iprism.example', role: 'org:admin', licenseType: 'iPrismAdmin' }] });
    await createUser(app, { email: 'developer@iprism.example', licenseType: 'iPrismDeveloper' });
    await createLawFirm(app, { slug: 'harper-lowe', admin: { email: 'pro@lawfirm.example' }, member: { email: 'standard@lawfirm.example' }, client: { email: 'client@lawfirm.example' } });
    await createOrganization(app, { licenseType: 'PilotOrgStandard', members: [{ email: 'org@company.example', role: 'org:admin' }] });
    await createOrganization(app, { licenseType: 'PilotEduStandard', members: [{ email: 'edu@university.example', role: 'org:admin' }] });
    await createUser(app, { email: 'toolbox@lawfirm.example', licenseType: 'ToolboxLawFirmStandard' });
    await createUser(app, { email: 'nolicense@company.example' });
    // A recording fake in place of the socket server's push (read by the routes at call time).
    const recorder: UserPush = { toUser: (userId, event, data) => void pushes.push({ userId, event, data }), leaveApplications: () => {} };
    app.userPush = recorder;
    for (const email of [
      'admin@iprism.example',
      'developer@iprism.example',
      'pro@lawfirm.example',
      'standard@lawfirm.example',
      'client@lawfirm.example',
      'org@company.example',
      'edu@university.example',
      'toolbox@lawfirm.example',
      'nolicense@company.example',
    ]) {
      callers[email] = await signInAs(app, email);
    }
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    pushes = [];
  });

  describe('the signed-in user’s own inbox', () => {
    it('starts empty and is never cached', async () => {
      const res = await as('edu@university.example').call({ method: 'GET', url: `${BASE}/get` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ notifications: [] });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('adds a notification under the client’s id, answers it with 201 and pushes it live', async () => {
      const sam = as('standard@lawfirm.example');
      const res = await add(sam, { id: '1718000000000', iconName: 'License', color: 'blue', text: 'Your licence renews in 7 days.', category: 'license' });
      expect(res.statusCode).toBe(201);
      const stored = NotificationSchema.parse(res.json());
      expect(stored).toEqual({
        id: '1718000000000',
        iconName: 'License',
        color: 'blue',
        text: 'Your licence renews in 7 days.',
        viewed: false,
        dismissed: false,
        adminOnly: false,
        category: 'license',
        createdAt: expect.any(String),
      });
      expect(Date.now() - new Date(stored.createdAt).getTime()).toBeLessThan(60_000);
      expect(pushes).toEqual([{ userId: sam.userId, event: 'notification', data: stored }]);
      expect(await listOf(sam)).toContainEqual(stored);
    });

    it('generates the id, falls back to the alert text and to the general category', async () => {
      const sam = as('standard@lawfirm.example');
      const res = await add(sam, { alertText: 'Prior-art search finished.' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ id: expect.stringMatching(/^ntf_[0-9a-f]{32}$/), text: 'Prior-art search finished.', category: 'general', iconName: null, color: null, adminOnly: false });
      // text wins over alertText when both are sent.
      expect((await add(sam, { text: 'Text', alertText: 'Alert' })).json()).toMatchObject({ text: 'Text' });
    });

    it('refuses a notification without any text', async () => {
      const res = await add(as('standard@lawfirm.example'), { text: '  ', alertText: '', category: 'system' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(pushes).toEqual([]);
    });

    it('treats the same id from the same user as a retry: 200 with the stored row, no second push', async () => {
      const olivia = as('org@company.example');
      const first = await add(olivia, { id: 'retry-1', text: 'Seat added', category: 'organization' });
      expect(first.statusCode).toBe(201);
      const again = await add(olivia, { id: 'retry-1', text: 'Seat added (again)', category: 'organization' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(pushes).toHaveLength(1);
      expect((await listOf(olivia)).filter((n) => n.id === 'retry-1')).toHaveLength(1);
    });

    it('keeps two users’ notifications apart even when their browsers pick the same id', async () => {
      const id = `${Date.now()}`;
      expect((await add(as('toolbox@lawfirm.example'), { id, text: 'Mine' })).statusCode).toBe(201);
      expect((await add(as('nolicense@company.example'), { id, text: 'Mine too' })).statusCode).toBe(201);
      expect((await listOf(as('toolbox@lawfirm.example'))).find((n) => n.id === id)?.text).toBe('Mine');
      expect((await listOf(as('nolicense@company.example'))).find((n) => n.id === id)?.text).toBe('Mine too');
    });

    it('lists newest first, active and dismissed together', async () => {
      const toby = as('toolbox@lawfirm.example');
      for (const text of ['first', 'second', 'third']) expect((await add(toby, { text, category: 'analytics' })).statusCode).toBe(201);
      const third = (await listOf(toby))[0];
      expect(third?.text).toBe('third');
      expect((await step(toby, 'dismiss', third?.id ?? '')).statusCode).toBe(204);
      const list = await listOf(toby);
      expect(list.slice(0, 3).map((n) => [n.text, n.dismissed])).toEqual([
        ['third', true],
        ['second', false],
        ['first', false],
      ]);
      const times = list.map((n) => new Date(n.createdAt).getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('walks the lifecycle: viewed, dismissed, restored (viewed), deleted', async () => {
      const sam = as('standard@lawfirm.example');
      const { id } = NotificationSchema.parse((await add(sam, { text: 'Report ready', category: 'application-status' })).json());
      const find = async () => (await listOf(sam)).find((n) => n.id === id);

      const view = await step(sam, 'view', id);
      expect(view.statusCode).toBe(204);
      expect(view.body).toBe('');
      expect(await find()).toMatchObject({ viewed: true, dismissed: false });

      expect((await step(sam, 'dismiss', id)).statusCode).toBe(204);
      expect(await find()).toMatchObject({ viewed: true, dismissed: true });

      expect((await step(sam, 'restore', id)).statusCode).toBe(204);
      expect(await find()).toMatchObject({ viewed: true, dismissed: false });

      const del = await sam.call({ method: 'DELETE', url: `${BASE}/${id}` });
      expect(del.statusCode).toBe(204);
      expect(await find()).toBeUndefined();
      expect((await sam.call({ method: 'DELETE', url: `${BASE}/${id}` })).statusCode).toBe(404);
    });

    it('restores a dismissed notification that was never viewed as viewed', async () => {
      const sam = as('standard@lawfirm.example');
      const { id } = NotificationSchema.parse((await add(sam, { text: 'Dismissed unseen', category: 'security' })).json());
      await step(sam, 'dismiss', id);
      expect((await listOf(sam)).find((n) => n.id === id)).toMatchObject({ viewed: false, dismissed: true });
      await step(sam, 'restore', id);
      expect((await listOf(sam)).find((n) => n.id === id)).toMatchObject({ viewed: true, dismissed: false });
    });

    it('marks every active notification viewed at once, leaving dismissed ones as they are', async () => {
      const eli = as('edu@university.example');
      const ids: string[] = [];
      for (const text of ['a', 'b', 'c']) ids.push(NotificationSchema.parse((await add(eli, { text, category: 'payment' })).json()).id);
      await step(eli, 'dismiss', ids[2] ?? '');
      const res = await eli.call({ method: 'PATCH', url: `${BASE}/view-all` });
      expect(res.statusCode).toBe(204);
      const byId = new Map((await listOf(eli)).map((n) => [n.id, n]));
      expect(byId.get(ids[0] ?? '')).toMatchObject({ viewed: true, dismissed: false });
      expect(byId.get(ids[1] ?? '')).toMatchObject({ viewed: true, dismissed: false });
      expect(byId.get(ids[2] ?? '')).toMatchObject({ viewed: false, dismissed: true });
    });

    it('answers 404 for an unknown id and 400 without a notificationId', async () => {
      const sam = as('standard@lawfirm.example');
      for (const name of ['view', 'dismiss', 'restore'] as const) {
        const res = await step(sam, name, 'no-such-notification');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notification not found.' });
      }
      expect((await sam.call({ method: 'DELETE', url: `${BASE}/no-such-notification` })).statusCode).toBe(404);
      expect((await sam.call({ method: 'PATCH', url: `${BASE}/view` })).statusCode).toBe(400);
    });
  });

  describe('ownership', () => {
    it('answers 404 (not 403) when another user views, dismisses, restores or deletes a notification, and changes nothing', async () => {
      const priya = as('pro@lawfirm.example');
      const { id } = NotificationSchema.parse((await add(priya, { text: 'Priya’s own', category: 'system' })).json());
      await step(priya, 'dismiss', id);
      const sam = as('standard@lawfirm.example');
      for (const name of ['view', 'dismiss', 'restore'] as const) {
        const res = await step(sam, name, id);
        expect({ name, status: res.statusCode }).toEqual({ name, status: 404 });
      }
      expect((await sam.call({ method: 'DELETE', url: `${BASE}/${id}` })).statusCode).toBe(404);
      // view-all touches only the caller's own.
      expect((await sam.call({ method: 'PATCH', url: `${BASE}/view-all` })).statusCode).toBe(204);
      expect((await listOf(sam)).some((n) => n.id === id)).toBe(false);
      expect((await listOf(priya)).find((n) => n.id === id)).toMatchObject({ viewed: false, dismissed: true });
    });
  });

  describe('admin-only notifications (SPEC §5, §6)', () => {
    it('lets an organisation admin add one, see it and have it pushed', async () => {
      const priya = as('pro@lawfirm.example'); // the law firm's admin
      const res = await add(priya, { text: 'Two seats left on the firm licence', category: 'license', adminOnly: true });
      expect(res.statusCode).toBe(201);
      const stored = NotificationSchema.parse(res.json());
      expect(stored.adminOnly).toBe(true);
      expect(pushes).toEqual([{ userId: priya.userId, event: 'notification', data: stored }]);
      expect(await listOf(priya)).toContainEqual(stored);
    });

    it('refuses a non-admin with 403, logs a warning with the user id, stores and pushes nothing', async () => {
      const sam = as('standard@lawfirm.example');
      const lines = await captureLogs('warn', async () => {
        const res = await add(sam, { id: 'sneaky', text: 'Only for admins', category: 'admin', adminOnly: true });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: ADMIN_ONLY_REFUSED_MESSAGE });
      });
      expect(lines).toContainEqual(expect.objectContaining({ level: 40, userId: sam.userId, notificationId: 'sneaky', msg: expect.stringContaining('admin-only'), reqId: expect.any(String) }));
      expect(pushes).toEqual([]);
      const { rows } = await app.db.query('SELECT 1 FROM notifications WHERE user_id = $1 AND id = $2', [sam.userId, 'sneaky']);
      expect(rows).toHaveLength(0);
    });

    it('treats a staff licence alone as no admin here (SPEC §6 is the organisation admin check)', async () => {
      // developer@ is staff and a plain member of the iPrism organisation.
      expect((await add(as('developer@iprism.example'), { text: 'x', adminOnly: true })).statusCode).toBe(403);
      // admin@ is the iPrism organisation's admin.
      expect((await add(as('admin@iprism.example'), { text: 'x', adminOnly: true })).statusCode).toBe(201);
    });

    it('hides admin-only notifications from a non-admin owner, in the list and for every step', async () => {
      // Stored while the user was an admin, say, or by an older client: the read-time filter still hides it.
      const sam = as('standard@lawfirm.example');
      await insertNotification(app.db, sam.userId, { id: 'hidden-admin', iconName: null, color: null, text: 'Admin eyes only', category: 'admin', adminOnly: true });
      expect((await listOf(sam)).some((n) => n.id === 'hidden-admin')).toBe(false);
      for (const name of ['view', 'dismiss', 'restore'] as const) expect((await step(sam, name, 'hidden-admin')).statusCode).toBe(404);
      expect((await sam.call({ method: 'DELETE', url: `${BASE}/hidden-admin` })).statusCode).toBe(404);
      await sam.call({ method: 'PATCH', url: `${BASE}/view-all` });
      const { rows } = await app.db.query<{ viewed: boolean }>('SELECT viewed FROM notifications WHERE user_id = $1 AND id = $2', [sam.userId, 'hidden-admin']);
      expect(rows).toEqual([{ viewed: false }]);
    });

    it('shows them to an admin, who can view, dismiss, restore and delete them', async () => {
      const priya = as('pro@lawfirm.example');
      await insertNotification(app.db, priya.userId, { id: 'visible-admin', iconName: null, color: null, text: 'For the firm admin', category: 'admin', adminOnly: true });
      expect((await listOf(priya)).find((n) => n.id === 'visible-admin')).toMatchObject({ adminOnly: true, viewed: false });
      for (const name of ['view', 'dismiss', 'restore'] as const) expect((await step(priya, name, 'visible-admin')).statusCode).toBe(204);
      expect((await priya.call({ method: 'DELETE', url: `${BASE}/visible-admin` })).statusCode).toBe(204);
    });

    it('leaves them out of what is re-sent after a lost Redis link, which only takes the given users since the given time', async () => {
      const [priya, sam] = [as('pro@lawfirm.example'), as('standard@lawfirm.example')];
      const content = { iconName: null, color: null, category: 'general', adminOnly: false };
      await insertNotification(app.db, priya.userId, { ...content, id: 'before-outage', text: 'old' });
      await app.db.query(`UPDATE notifications SET created_at = now() - interval '1 hour' WHERE id = 'before-outage'`);
      const since = new Date(Date.now() - 60_000);
      await insertNotification(app.db, priya.userId, { ...content, id: 'missed-1', text: 'first' });
      await insertNotification(app.db, priya.userId, { ...content, id: 'missed-admin', text: 'admin', adminOnly: true });
      await insertNotification(app.db, priya.userId, { ...content, id: 'missed-2', text: 'second' });
      await insertNotification(app.db, sam.userId, { ...content, id: 'missed-other-user', text: 'not asked for' });
      const resent = await listNotificationsCreatedSince(app.db, [priya.userId], since);
      expect(resent.map((n) => n.id).filter((id) => id.startsWith('missed') || id === 'before-outage')).toEqual(['missed-1', 'missed-2']);
      expect(resent.every((n) => n.userId === priya.userId)).toBe(true);
    });
  });

  describe('categories (SPEC §5)', () => {
    it.each([...QUICK_FEEDBACK_CATEGORIES])('does not store the quick-feedback category %s: 200 { stored: false }', async (category) => {
      const sam = as('standard@lawfirm.example');
      const res = await add(sam, { id: `toast-${category}`, text: 'Saved', category, iconName: 'Check', color: 'green' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        stored: false,
        notification: { id: `toast-${category}`, iconName: 'Check', color: 'green', text: 'Saved', viewed: false, dismissed: false, adminOnly: false, category, createdAt: expect.any(String) },
      });
      expect(pushes).toEqual([]);
      expect((await listOf(sam)).some((n) => n.id === `toast-${category}`)).toBe(false);
    });

    it('stores an unknown category as it is', async () => {
      const sam = as('standard@lawfirm.example');
      const res = await add(sam, { text: 'Docket synced', category: 'docket-sync' });
      expect(res.statusCode).toBe(201);
      expect((await listOf(sam)).find((n) => n.id === res.json().id)).toMatchObject({ category: 'docket-sync' });
    });
  });

  describe('client-portal users (read-only, SPEC §6)', () => {
    it('read and manage their own inbox: the notification calls are self-service', async () => {
      const casey = as('client@lawfirm.example');
      const created = await add(casey, { text: 'Your report is ready to view', category: 'application-status' });
      expect(created.statusCode).toBe(201);
      const { id } = NotificationSchema.parse(created.json());
      const other = NotificationSchema.parse((await add(casey, { text: 'Another', category: 'system' })).json());
      expect((await listOf(casey)).map((n) => n.id)).toEqual(expect.arrayContaining([id, other.id]));
      for (const name of ['view', 'dismiss', 'restore'] as const) expect((await step(casey, name, id)).statusCode).toBe(204);
      expect((await casey.call({ method: 'PATCH', url: `${BASE}/view-all` })).statusCode).toBe(204);
      expect((await casey.call({ method: 'DELETE', url: `${BASE}/${id}` })).statusCode).toBe(204);
      expect((await listOf(casey)).find((n) => n.id === other.id)).toMatchObject({ viewed: true });
    });

    it('still cannot use the admin calls', async () => {
      const casey = as('client@lawfirm.example');
      const res = await casey.call({ method: 'POST', url: '/api/admin/notifications', payload: { audience: { kind: 'everyone' }, text: 'Hi' } });
      expect(res.json()).toMatchObject({ statusCode: 403, message: CLIENT_EDIT_MESSAGE });
      expect((await casey.call({ method: 'POST', url: '/api/admin/notifications/cleanup', payload: {} })).statusCode).toBe(403);
    });
  });

  describe('staff: send (POST /api/admin/notifications)', () => {
    const send = (c: TestCaller, payload: Record<string, unknown>) => c.call({ method: 'POST', url: '/api/admin/notifications', payload });

    it('sends to one user by e-mail and pushes it live', async () => {
      const res = await send(as('admin@iprism.example'), { audience: { kind: 'user', email: 'Nolicense@Company.example' }, text: 'Welcome aboard', category: 'system', iconName: 'Info', color: 'purple' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sent: 1 });
      const noel = await userIdOf('nolicense@company.example');
      expect(pushes).toEqual([{ userId: noel, event: 'notification', data: expect.objectContaining({ text: 'Welcome aboard', category: 'system', iconName: 'Info', color: 'purple', adminOnly: false }) }]);
      const pushed = NotificationSchema.parse(pushes[0]?.data);
      expect(await listOf(as('nolicense@company.example'))).toContainEqual(pushed);
    });

    it('sends to every member of an organisation', async () => {
      const firm = await findOrganizationBySlug(app.db, 'harper-lowe');
      const res = await send(as('developer@iprism.example'), { audience: { kind: 'organization', organizationId: firm?.id }, text: 'Maintenance tonight' });
      const members = await Promise.all(['pro@lawfirm.example', 'standard@lawfirm.example', 'client@lawfirm.example'].map(userIdOf));
      expect(res.json()).toEqual({ sent: members.length });
      expect(pushes.map((p) => p.userId).sort()).toEqual([...members].sort());
      expect(pushes.every((p) => p.event === 'notification')).toBe(true);
      expect((await listOf(as('standard@lawfirm.example')))[0]).toMatchObject({ text: 'Maintenance tonight', category: 'general' });
    });

    it('sends to everyone, one notification per account, each with its own id', async () => {
      const { rows } = await app.db.query<{ n: string }>('SELECT count(*) AS n FROM users');
      const res = await send(as('admin@iprism.example'), { audience: { kind: 'everyone' }, text: 'New feature: classification explorer', category: 'analytics' });
      expect(res.json()).toEqual({ sent: Number(rows[0]?.n) });
      expect(pushes).toHaveLength(Number(rows[0]?.n));
      expect(new Set(pushes.map((p) => (p.data as Notification).id)).size).toBe(pushes.length);
    });

    it('sends admin-only notifications to admins only (never stored for or pushed to a non-admin)', async () => {
      const firm = await findOrganizationBySlug(app.db, 'harper-lowe');
      const res = await send(as('admin@iprism.example'), { audience: { kind: 'organization', organizationId: firm?.id }, text: 'Invoice overdue', category: 'payment', adminOnly: true });
      const priya = await userIdOf('pro@lawfirm.example');
      expect(res.json()).toEqual({ sent: 1 });
      expect(pushes).toEqual([{ userId: priya, event: 'notification', data: expect.objectContaining({ adminOnly: true, text: 'Invoice overdue' }) }]);
      const sam = await userIdOf('standard@lawfirm.example');
      const { rows } = await app.db.query("SELECT 1 FROM notifications WHERE user_id = $1 AND text = 'Invoice overdue'", [sam]);
      expect(rows).toHaveLength(0);
      // To a user by e-mail: only when they administer an organisation.
      expect((await send(as('admin@iprism.example'), { audience: { kind: 'user', email: 'standard@lawfirm.example' }, text: 'x', adminOnly: true })).json()).toEqual({ sent: 0 });
      expect((await send(as('admin@iprism.example'), { audience: { kind: 'user', email: 'org@company.example' }, text: 'x', adminOnly: true })).json()).toEqual({ sent: 1 });
    });

    it('answers 404 for an unknown recipient or organisation and 400 for a bad body or a toast-only category', async () => {
      const admin = as('admin@iprism.example');
      expect((await send(admin, { audience: { kind: 'user', email: 'nobody@nowhere.example' }, text: 'x' })).statusCode).toBe(404);
      expect((await send(admin, { audience: { kind: 'organization', organizationId: 'org_missing' }, text: 'x' })).statusCode).toBe(404);
      expect((await send(admin, { audience: { kind: 'everyone' }, text: '   ' })).statusCode).toBe(400);
      expect((await send(admin, { audience: { kind: 'planet' }, text: 'x' })).statusCode).toBe(400);
      expect((await send(admin, { audience: { kind: 'everyone' }, text: 'x', category: 'upload' })).statusCode).toBe(400);
      expect(pushes).toEqual([]);
    });

    it('is staff only', async () => {
      // The law firm's admin is an organisation admin but not staff.
      const res = await send(as('pro@lawfirm.example'), { audience: { kind: 'everyone' }, text: 'x' });
      expect(res.statusCode).toBe(403);
      expect(pushes).toEqual([]);
    });
  });

  describe('staff: cleanup (POST /api/admin/notifications/cleanup, SPEC §9)', () => {
    const backdate = async (userId: string, id: string, days: number) => {
      await insertNotification(app.db, userId, { id, iconName: null, color: null, text: id, category: 'system', adminOnly: false });
      await app.db.query(`UPDATE notifications SET created_at = now() - make_interval(days => $3) WHERE user_id = $1 AND id = $2`, [userId, id, days]);
    };
    const exists = async (userId: string, id: string) => (await app.db.query('SELECT 1 FROM notifications WHERE user_id = $1 AND id = $2', [userId, id])).rows.length === 1;

    it('deletes only notifications older than the given number of days, of every user', async () => {
      const toby = await userIdOf('toolbox@lawfirm.example');
      const eli = await userIdOf('edu@university.example');
      await backdate(toby, 'old-12', 12);
      await backdate(eli, 'old-11', 11);
      await backdate(toby, 'young-9', 9);
      const res = await as('admin@iprism.example').call({ method: 'POST', url: '/api/admin/notifications/cleanup', payload: { olderThanDays: 10 } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ deleted: 2 });
      expect(await exists(toby, 'old-12')).toBe(false);
      expect(await exists(eli, 'old-11')).toBe(false);
      expect(await exists(toby, 'young-9')).toBe(true);
    });

    it('defaults to 30 days', async () => {
      const toby = await userIdOf('toolbox@lawfirm.example');
      await backdate(toby, 'old-31', 31);
      await backdate(toby, 'young-29', 29);
      const res = await as('developer@iprism.example').call({ method: 'POST', url: '/api/admin/notifications/cleanup' });
      expect(res.json()).toEqual({ deleted: 1 });
      expect(await exists(toby, 'old-31')).toBe(false);
      expect(await exists(toby, 'young-29')).toBe(true);
      expect(await exists(toby, 'young-9')).toBe(true);
    });

    it('refuses a bad number of days', async () => {
      for (const olderThanDays of [0, -3, 1.5, 'ten']) {
        expect((await as('admin@iprism.example').call({ method: 'POST', url: '/api/admin/notifications/cleanup', payload: { olderThanDays } })).statusCode).toBe(400);
      }
    });

    it('is staff only: an organisation admin is refused and nothing is deleted', async () => {
      const toby = await userIdOf('toolbox@lawfirm.example');
      await backdate(toby, 'old-40', 40);
      const res = await as('pro@lawfirm.example').call({ method: 'POST', url: '/api/admin/notifications/cleanup', payload: { olderThanDays: 1 } });
      expect(res.statusCode).toBe(403);
      expect(await exists(toby, 'old-40')).toBe(true);
    });
  });

  describe("an organisation's admin: cleanup (POST /api/organizations/current/notifications/cleanup, SPEC §6)", () => {
    const URL = '/api/organizations/current/notifications/cleanup';
    const backdate = async (userId: string, id: string, days: number) => {
      await insertNotification(app.db, userId, { id, iconName: null, color: null, text: id, category: 'system', adminOnly: false });
      await app.db.query(`UPDATE notifications SET created_at = now() - make_interval(days => $3) WHERE user_id = $1 AND id = $2`, [userId, id, days]);
    };
    const exists = async (userId: string, id: string) => (await app.db.query('SELECT 1 FROM notifications WHERE user_id = $1 AND id = $2', [userId, id])).rows.length === 1;

    it("deletes old notifications of the organisation's members only", async () => {
      const member = await userIdOf('standard@lawfirm.example');
      const outsider = await userIdOf('edu@university.example');
      await backdate(member, 'firm-old', 45);
      await backdate(member, 'firm-young', 5);
      await backdate(outsider, 'edu-old', 45);
      const res = await as('pro@lawfirm.example').call({ method: 'POST', url: URL, payload: { olderThanDays: 30 } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ deleted: 1 });
      expect(await exists(member, 'firm-old')).toBe(false);
      expect(await exists(member, 'firm-young')).toBe(true);
      expect(await exists(outsider, 'edu-old')).toBe(true);
    });

    it('refuses a member who is not an admin, and deletes nothing', async () => {
      const member = await userIdOf('standard@lawfirm.example');
      await backdate(member, 'firm-older', 60);
      const res = await as('standard@lawfirm.example').call({ method: 'POST', url: URL, payload: { olderThanDays: 1 } });
      expect(res.statusCode).toBe(403);
      expect(await exists(member, 'firm-older')).toBe(true);
    });
  });

  describe('the access layer in front of every notification call', () => {
    const calls: { method: 'GET' | 'PATCH' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown> }[] = [
      { method: 'GET', url: `${BASE}/get` },
      { method: 'PATCH', url: `${BASE}/view?notificationId=x` },
      { method: 'PATCH', url: `${BASE}/dismiss?notificationId=x` },
      { method: 'PATCH', url: `${BASE}/restore?notificationId=x` },
      { method: 'PATCH', url: `${BASE}/view-all` },
      { method: 'POST', url: `${BASE}/add`, payload: { text: 'x' } },
      { method: 'DELETE', url: `${BASE}/x` },
      { method: 'POST', url: '/api/admin/notifications', payload: { audience: { kind: 'everyone' }, text: 'x' } },
      { method: 'POST', url: '/api/admin/notifications/cleanup', payload: {} },
    ];

    it('answers 401 without a session token', async () => {
      for (const c of calls) {
        const res = await app.inject(c);
        expect({ call: `${c.method} ${c.url}`, status: res.statusCode }).toEqual({ call: `${c.method} ${c.url}`, status: 401 });
        expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' });
      }
    });

    it('answers 403 CSRF_TOKEN_MISSING on every mutating call without a security token, and changes nothing', async () => {
      const staff = as('admin@iprism.example');
      for (const c of calls.filter((x) => x.method !== 'GET')) {
        const res = await staff.call({ ...c, csrf: false });
        expect({ call: `${c.method} ${c.url}`, status: res.statusCode, code: res.json().code }).toEqual({ call: `${c.method} ${c.url}`, status: 403, code: 'CSRF_TOKEN_MISSING' });
      }
      expect(pushes).toEqual([]);
    });

    it('declares every notification route in the access table', () => {
      const declared = app.accessTable.filter((r) => r.url.includes('notifications')).map((r) => `${r.method} ${r.url} ${r.access.kind}${'selfService' in r.access && r.access.selfService ? '+self' : ''}`);
      expect(declared).toEqual(
        expect.arrayContaining([
          `GET ${BASE}/get signedIn`,
          `PATCH ${BASE}/view signedIn+self`,
          `PATCH ${BASE}/dismiss signedIn+self`,
          `PATCH ${BASE}/restore signedIn+self`,
          `PATCH ${BASE}/view-all signedIn+self`,
          `POST ${BASE}/add signedIn+self`,
          `DELETE ${BASE}/:id signedIn+self`,
          'POST /api/admin/notifications staff',
          'POST /api/admin/notifications/cleanup staff',
          'POST /api/organizations/current/notifications/cleanup orgAdmin',
        ]),
      );
    });
  });
});
