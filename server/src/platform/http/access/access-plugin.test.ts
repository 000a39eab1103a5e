import Fastify, { type FastifyInstance } from 'fastify';
import { declareAreaAccess, registerAccess } from './access-plugin';
import { PUBLIC, STAFF } from './route-access';

function bareApp(): FastifyInstance {
  const app = Fastify();
  registerAccess(app, { resolvePrincipal: async () => null, csrfSecret: Buffer.from('test-secret-test-secret-test-secret'), allowedOrigins: [] });
  return app;
}

describe('declared access', () => {
  it('gives every route of a plugin the area rule, and a route its own where it differs', async () => {
    const app = bareApp();
    await app.register(async (area) => {
      declareAreaAccess(area, STAFF);
      area.get('/api/area/list', async () => ({}));
      area.get('/api/area/open', { config: { access: PUBLIC } }, async () => ({}));
      // A plugin registered inside the area inherits its rule.
      await area.register(async (inner) => inner.get('/api/area/inner', async () => ({})));
    });
    await app.ready();
    const rule = (url: string) => app.accessTable.find((r) => r.url === url && r.method === 'GET')?.access;
    expect([rule('/api/area/list'), rule('/api/area/open'), rule('/api/area/inner')]).toEqual([STAFF, PUBLIC, STAFF]);
    // Declared, and enforced: a staff route without a session is 401, the public one answers.
    expect((await app.inject({ method: 'GET', url: '/api/area/list' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/area/open' })).statusCode).toBe(200);
    await app.close();
  });

  it('does not lend an area rule to a sibling plugin: an undeclared route still stops the start', async () => {
    const app = bareApp();
    await app.register(async (area) => declareAreaAccess(area, STAFF));
    await expect(app.register(async (other) => other.get('/api/other', async () => ({})))).rejects.toThrow(/declares no access/);
  });
});
