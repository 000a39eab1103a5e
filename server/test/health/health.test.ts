import { HealthSchema } from '@iprism/shared/contracts';
import { buildTestApp } from '../helper';

describe('GET /api/health', () => {
  it('answers status, version and uptime', async () => {
    const app = await buildTestApp();
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    const body = HealthSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    await app.close();
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const app = await buildTestApp();
    const res = await app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(res.headers['x-request-id']).toBeTruthy();
    await app.close();
  });
});
