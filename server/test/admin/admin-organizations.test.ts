import type { FastifyInstance } from 'fastify';
import { AdminOrganizationListSchema } from '@iprism/shared/contracts';
import type { UserRecord } from '../../src/modules/accounts/repositories/users';
import type { OrganizationRecord } from '../../src/modules/organizations/repositories/organizations';
import { createLawFirm, createOrganization, signedIn, type LawFirm } from '../factories';
import { buildTestApp } from '../helper';

const URL = '/api/admin/organizations';

describe('GET /api/admin/organizations (staff only)', () => {
  let app: FastifyInstance;
  let staff: { admin: UserRecord; employee: UserRecord; developer: UserRecord };
  let firm: LawFirm;
  /** Each organisation built, with the member count the list must show. */
  let built: { id: string; name: string; slug: string; memberCount: number }[];
  beforeAll(async () => {
    app = await buildTestApp();
    const iprism = await createOrganization(app, { name: 'iPrism', members: [{ role: 'org:admin', licenseType: 'iPrismAdmin' }, { licenseType: 'iPrismEmployee' }, { licenseType: 'iPrismDeveloper' }] });
    const [admin, employee, developer] = iprism.members;
    staff = { admin, employee, developer };
    firm = await createLawFirm(app, { name: 'Harper & Lowe LLP' });
    // Names sort case-insensitively ('iPrism' between H and N); one organisation has no members yet.
    const acme = await createOrganization(app, { name: 'Acme Robotics Inc.', members: [{ role: 'org:admin' }] });
    const empty = await createOrganization(app, { name: 'Northfield University' });
    const row = (o: OrganizationRecord, memberCount: number) => ({ id: o.id, name: o.name, slug: o.slug, memberCount });
    built = [row(iprism.organization, 3), row(firm.organization, 3), row(acme.organization, 1), row(empty.organization, 0)];
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('lists every organisation by name with its member count, and nothing more', async () => {
    const res = await (await signedIn(app, staff.admin)).call({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    const { organizations } = AdminOrganizationListSchema.strict().parse(res.json());
    expect(organizations).toEqual([...built].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())));
    expect(organizations.map((o) => o.name)).toEqual(['Acme Robotics Inc.', 'Harper & Lowe LLP', 'iPrism', 'Northfield University']);
    expect(Object.keys(organizations[0] ?? {}).sort()).toEqual(['id', 'memberCount', 'name', 'slug']);
  });

  it('is open to every staff licence', async () => {
    for (const user of [staff.employee, staff.developer]) {
      expect((await (await signedIn(app, user)).call({ method: 'GET', url: URL })).statusCode).toBe(200);
    }
  });

  it('refuses an organisation admin without a staff licence (403) and a visitor without a session (401)', async () => {
    const pro = await signedIn(app, firm.admin);
    expect((await pro.call({ method: 'GET', url: URL })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('is declared staff in the access table', () => {
    expect(app.accessTable.filter((r) => r.url === URL).map((r) => `${r.method} ${r.access.kind}`)).toContain('GET staff');
  });
});
