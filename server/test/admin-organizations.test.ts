import type { FastifyInstance } from 'fastify';
import { AdminOrganizationListSchema } from '@iprism/shared/contracts';
import { seedDemo } from '../src/demo/seed';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS } from '../src/demo/accounts';
import { buildTestApp } from './helper';
import { signInAs } from './session-helper';

const URL = '/api/admin/organizations';

describe('GET /api/admin/organizations (staff only)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemo(app.db, 'iprism-demo');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('lists every organisation by name with its member count, and nothing more', async () => {
    const staff = await signInAs(app, 'admin@iprism.example');
    const res = await staff.call({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    const { organizations } = AdminOrganizationListSchema.strict().parse(res.json());
    const names = DEMO_ORGANIZATIONS.map((o) => o.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(organizations.map((o) => o.name)).toEqual(names);
    for (const org of DEMO_ORGANIZATIONS) {
      const members = DEMO_ACCOUNTS.filter((a) => a.membership?.org === org.key).length;
      expect(organizations.find((o) => o.slug === org.slug)).toEqual({ id: expect.any(String), name: org.name, slug: org.slug, memberCount: members });
    }
    expect(Object.keys(organizations[0] ?? {}).sort()).toEqual(['id', 'memberCount', 'name', 'slug']);
  });

  it('is open to every staff licence', async () => {
    for (const email of ['employee@iprism.example', 'developer@iprism.example']) {
      expect((await (await signInAs(app, email)).call({ method: 'GET', url: URL })).statusCode).toBe(200);
    }
  });

  it('refuses an organisation admin without a staff licence (403) and a visitor without a session (401)', async () => {
    const pro = await signInAs(app, 'pro@lawfirm.example');
    expect((await pro.call({ method: 'GET', url: URL })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('is declared staff in the access table', () => {
    expect(app.accessTable.filter((r) => r.url === URL).map((r) => `${r.method} ${r.access.kind}`)).toContain('GET staff');
  });
});
