import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createScratchDatabase, startOwnRedis, type OwnRedis } from '../faults/own-services';
import { buildTestApp } from '../helper';
import { freePort, startServerProcess, startWorkerProcess } from '../server-process';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Serial against a Redis of this test's own, which it stops and starts again on the same port. */
describe('GET /api/ready with REDIS_URL', () => {
  const queuePrefix = `iprism-test-${randomBytes(4).toString('hex')}`;
  let own: OwnRedis;
  let app: FastifyInstance;

  beforeAll(async () => {
    own = await startOwnRedis();
    app = await buildTestApp({ REDIS_URL: own.url, PIPELINE_WORKERS: '0', QUEUE_PREFIX: queuePrefix });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await own.stop();
  });

  const ready = () => app.inject({ method: 'GET', url: '/api/ready' });

  it('is ready while Redis answers PING, not ready while it is lost, and ready again once it is back', async () => {
    const up = await ready();
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' }, shuttingDown: false });

    await own.stop();
    const started = Date.now();
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'not-ready', checks: { database: 'ok', redis: 'down' }, shuttingDown: false });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await own.start();
    let again = await ready();
    for (let i = 0; i < 100 && again.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      again = await ready();
    }
    expect(again.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' }, shuttingDown: false });
  }, 30_000);
});

describe('Redis unavailable at start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-noredis-'));
  let deadUrl: string;
  beforeAll(async () => {
    deadUrl = `redis://127.0.0.1:${await freePort()}`;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const SAYS_REDIS_URL = (url: string) => new RegExp(`REDIS_URL ${url.replace(/[.:/]/g, '\\$&')}/?: Redis does not answer \\(.*ECONNREFUSED.*\\)\\. Start Redis, or unset REDIS_URL`);

  it('stops building the app with one message naming REDIS_URL', async () => {
    await expect(buildTestApp({ REDIS_URL: deadUrl, PIPELINE_WORKERS: '0' })).rejects.toThrow(SAYS_REDIS_URL(deadUrl));
  }, 30_000);

  it('stops an API node with that message and no stack trace', async () => {
    const failure = await startServerProcess({ DATA_DIR: dataDir, REDIS_URL: deadUrl, EMBEDDER: 'off', CORPUS_DEMO_IMPORT: '0' }).then(
      () => null,
      (err: Error) => err.message,
    );
    expect(failure).toMatch(SAYS_REDIS_URL(deadUrl));
    expect(failure).not.toMatch(/\n[^\S\n]+at /);
  }, 60_000);

  it('stops `pnpm worker` with the same message', async () => {
    const db = await createScratchDatabase(ADMIN_URL, 'noredis');
    try {
      const failure = await startWorkerProcess({ DATA_DIR: dataDir, DATABASE_URL: db.url, REDIS_URL: deadUrl, EMBEDDER: 'off' }).then(
        () => null,
        (err: Error) => err.message,
      );
      expect(failure).toMatch(SAYS_REDIS_URL(deadUrl));
      expect(failure).not.toMatch(/\n[^\S\n]+at /);
    } finally {
      await db.drop();
    }
  }, 60_000);
});

