import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ReadySchema } from '@iprism/shared/contracts';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config/config';
import type { Db } from '../../src/platform/db/db';
import { buildTestApp } from '../helper';
import { openTestDatabase } from '../test-database';

describe('GET /api/ready (readiness) beside /api/health (liveness)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PIPELINE_WORKERS: '0' });
  }, 30_000);
  afterAll(async () => {
    await app.close();
  });

  it('is ready when the database answers; Redis is off without REDIS_URL', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(ReadySchema.parse(res.json())).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'off' }, shuttingDown: false });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is listed as a public route and in the OpenAPI document', async () => {
    expect(app.accessTable).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'GET', url: '/api/ready', access: { kind: 'public' } })]));
    const { paths } = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready', '/api/metrics']));
  });

  it('answers 503 once a shutdown began, while liveness stays 200', async () => {
    app.beginShutdown();
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(ReadySchema.parse(res.json())).toEqual({ status: 'not-ready', checks: { database: 'ok', redis: 'off' }, shuttingDown: true });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('GET /api/ready with a database that stops answering', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-ready-'));
  let real: Db;
  let app: FastifyInstance;
  let mode: 'up' | 'refusing' | 'stalled' = 'up';

  beforeAll(async () => {
    real = await openTestDatabase();
    // The app's handle fails or stalls on demand; everything else is the real database.
    const db: Db = {
      ...real,
      query: (sql, params) => {
        if (mode === 'refusing') return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
        if (mode === 'stalled') return new Promise(() => undefined);
        return real.query(sql, params);
      },
    };
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, PIPELINE_WORKERS: '0', EMBEDDER: 'off' }), db, serveStatic: false });
    // Started while the database answers, as a real server is: the outage comes later.
    await app.ready();
  }, 30_000);
  afterAll(async () => {
    mode = 'up';
    await app.close();
    await real.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with database down when queries fail, and within the check timeout when they hang', async () => {
    for (const m of ['refusing', 'stalled'] as const) {
      mode = m;
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not-ready', checks: { database: 'down', redis: 'off' }, shuttingDown: false });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    mode = 'up';
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
