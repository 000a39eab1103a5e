import type { FastifyInstance } from 'fastify';
import { LicenseInfoDetailSchema } from '@iprism/shared/contracts';
import { DEMO_ACCOUNTS } from '../../src/modules/demo/accounts';
import { seedDemo } from '../../src/modules/demo/seed';
import { findUserByEmail } from '../../src/modules/accounts/repositories/users';
import { listNotifications } from '../../src/modules/notifications/repositories/notifications';
import { buildTestApp } from '../helper';
import { signInAs } from '../session-helper';

describe('the demo seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemo(app.db, 'iprism-demo');
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });

  const idOf = async (email: string) => (await findUserByEmail(app.db, email))!.id;

  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a.expectedLicense] as const))('%s resolves to %s', async (email, expected) => {
    const caller = await signInAs(app, email);
    const res = await caller.call({ method: 'GET', url: '/api/account/user/license-info' });
    expect(res.statusCode).toBe(200);
    const info = LicenseInfoDetailSchema.parse(res.json());
    expect(info.licenseType).toBe(expected);
    expect(info.hasValidLicense).toBe(expected !== null);
    if (expected) {
      expect(new Date(info.endsAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 60 * 60_000);
      // The demo account at 0 credits is there to show the 402 and buying a pack.
      if (DEMO_ACCOUNTS.find((a) => a.email === email)?.credits === 0) expect(info.credits).toBe(0);
      else expect(info.credits).toBeGreaterThan(0);
    } else {
      expect(info).toMatchObject({ source: null, organizationId: null, seats: null, startsAt: null, endsAt: null, credits: 0 });
    }
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const count = async () => (await app.db.query<{ n: string }>('SELECT (SELECT count(*) FROM users) || \'/\' || (SELECT count(*) FROM licenses) || \'/\' || (SELECT count(*) FROM credit_entries) AS n')).rows[0]?.n;
    const before = await count();
    await seedDemo(app.db, 'iprism-demo');
    expect(await count()).toBe(before);
  });

  it('writes the demo notifications once: a second run brings back none the visitor deleted, and announces no report', async () => {
    const pro = await idOf('pro@lawfirm.example');
    const inbox = async () => (await listNotifications(app.db, pro, { includeAdminOnly: true, limit: 50 })).filter((n) => n.id.startsWith('demo-'));
    expect((await inbox()).map((n) => n.category)).toEqual(['system']);
    await app.db.query(`DELETE FROM notifications WHERE user_id = $1 AND id = 'demo-welcome'`, [pro]);
    await seedDemo(app.db, 'iprism-demo');
    expect(await inbox()).toEqual([]);
    const adminInbox = await listNotifications(app.db, await idOf('admin@iprism.example'), { includeAdminOnly: true, limit: 50 });
    expect(adminInbox.filter((n) => n.id.startsWith('demo-'))).toEqual([expect.objectContaining({ adminOnly: true, category: 'admin' })]);
  });
});
