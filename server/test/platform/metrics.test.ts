import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config/config';
import { openDatabase } from '../../src/platform/db/open';
import { insertApplication } from '../../src/modules/applications/repositories/applications';
import { buildTestApp } from '../helper';
import { TEST_ENGINE } from '../test-database';
import { client, connected, createPerson, listen, signInAs } from '../realtime-helpers';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(/,(?=[a-z_]+=")/).filter(Boolean);
    if (wanted.every((w) => have.includes(w))) return Number(m[3]);
  }
  return undefined;
}

const scrape = async (app: FastifyInstance, headers: Record<string, string> = {}): Promise<string> => {
  const res = await app.inject({ method: 'GET', url: '/api/metrics', headers });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('GET /api/metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // No workers: the queue depth below must stay as the test leaves it.
    app = await buildTestApp({ PIPELINE_WORKERS: '0' });
  }, 30_000);
  afterAll(async () => {
    await app.close();
  });

  it('answers the Prometheus text format with the default process metrics', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('counts requests per route pattern, method and status class, never per raw URL', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health?probe=1' });
    await app.inject({ method: 'GET', url: '/api/applications/app_one' });
    await app.inject({ method: 'GET', url: '/api/applications/app_two' });
    await app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    const text = await scrape(app);
    expect(sample(text, 'iprism_http_requests_total', { route: '/api/health', method: 'GET', status_class: '2xx' })).toBe(2);
    expect(sample(text, 'iprism_http_requests_total', { route: '/api/applications/:id', method: 'GET', status_class: '4xx' })).toBe(2);
    expect(sample(text, 'iprism_http_requests_total', { route: 'unmatched', method: 'GET', status_class: '4xx' })).toBe(1);
    expect(sample(text, 'iprism_http_request_duration_seconds_count', { route: '/api/health', method: 'GET', status_class: '2xx' })).toBe(2);
    expect(sample(text, 'iprism_http_request_duration_seconds_bucket', { route: '/api/health', method: 'GET', status_class: '2xx', le: '+Inf' })).toBe(2);
    expect(text).not.toContain('app_one');
    expect(text).not.toContain('no-such-route');
  });

  it('reports the queue depth per stage, read when scraped', async () => {
    const applicationId = (await insertApplication(app.db, { ownerUserId: 'user_metrics', organizationId: null, title: 'Queued' })).id;
    await app.jobQueue.enqueue(app.db, applicationId, 'report');
    await app.jobQueue.enqueue(app.db, applicationId, 'report');
    const before = await scrape(app);
    expect(sample(before, 'iprism_pipeline_jobs', { stage: 'report', state: 'waiting' })).toBe(2);
    expect(sample(before, 'iprism_pipeline_jobs', { stage: 'report', state: 'active' })).toBe(0);
    await app.jobQueue.claim('metrics-test');
    const after = await scrape(app);
    expect(sample(after, 'iprism_pipeline_jobs', { stage: 'report', state: 'waiting' })).toBe(1);
    expect(sample(after, 'iprism_pipeline_jobs', { stage: 'report', state: 'active' })).toBe(1);
    // Declared here; observed by the process whose worker runs a job (metrics-request-ids.test.ts runs one).
    expect(after).toContain('# TYPE iprism_pipeline_job_duration_seconds histogram');
    // Without REDIS_URL there is no BullMQ backlog to report.
    expect(after).not.toContain('iprism_pipeline_dispatch_waiting');
  });

  it('counts the sockets connected to this node', async () => {
    expect(sample(await scrape(app), 'iprism_socket_connections')).toBe(0);
    const url = await listen(app);
    const person = await createPerson(app.db, 'metrics');
    const socket = await connected(client(url, { token: (await signInAs(app, person.email)).token }));
    try {
      expect(sample(await scrape(app), 'iprism_socket_connections')).toBe(1);
    } finally {
      socket.disconnect();
    }
  });

  it('has pool gauges only on PostgreSQL (PGlite has one in-process connection, no pool)', async () => {
    const text = await scrape(app);
    if (TEST_ENGINE === 'pglite') expect(text).not.toContain('iprism_db_pool');
    else expect(sample(text, 'iprism_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
  });

  it('keeps the series of two apps in one process apart', async () => {
    const other = await buildTestApp({ PIPELINE_WORKERS: '0' });
    try {
      await other.inject({ method: 'GET', url: '/api/csrf-token' });
      const otherText = await scrape(other);
      const ownText = await scrape(app);
      expect(sample(otherText, 'iprism_http_requests_total', { route: '/api/csrf-token', method: 'GET' })).toBe(1);
      expect(sample(otherText, 'iprism_http_requests_total', { route: '/api/health', method: 'GET' })).toBeUndefined();
      expect(sample(ownText, 'iprism_http_requests_total', { route: '/api/csrf-token', method: 'GET' })).toBeUndefined();
    } finally {
      await other.close();
    }
  }, 30_000);
});

describe('METRICS_TOKEN', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PIPELINE_WORKERS: '0', METRICS_TOKEN });
  }, 30_000);
  afterAll(async () => {
    await app.close();
  });

  it('refuses a scrape from beyond loopback without the token or with another one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789abcdef' }, { authorization: METRICS_TOKEN }]) {
      const res = await app.inject({ method: 'GET', url: '/api/metrics', headers, remoteAddress: '10.20.30.40' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('process_cpu');
    }
  });

  it('answers a scrape with the token from anywhere, and one from loopback without it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` }, remoteAddress: '10.20.30.40' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('iprism_http_requests_total');
    expect(await scrape(app)).toContain('iprism_http_requests_total');
  });

  it('is loopback only without a token, and a forwarded address from an unnamed peer changes nothing', async () => {
    const open = await buildTestApp({ PIPELINE_WORKERS: '0' });
    try {
      expect((await open.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.20.30.40' })).statusCode).toBe(401);
      expect((await open.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.20.30.40', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(401);
      expect((await open.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  }, 30_000);

  it('is validated with the rest of the configuration', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: use at least 16 characters/);
  });
});

/** The pool gauges against a real PostgreSQL server (ARCHITECTURE §7), on a database of this test's own. */
describe('database pool gauges with DATABASE_URL', () => {
  const server = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `iprism_metrics_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-metrics-pg-'));
  let app: FastifyInstance | null = null;

  afterAll(async () => {
    await app?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports total, idle and waiting connections of the pg Pool', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: url.toString(), PIPELINE_WORKERS: '0', EMBEDDER: 'off', CORPUS_DEMO_IMPORT: '0' });
    const db = await openDatabase(config);
    app = await buildApp({ config, db, serveStatic: false });
    app.addHook('onClose', async () => db.close());
    await Promise.all([1, 2, 3].map(() => app!.inject({ method: 'GET', url: '/api/ready' })));
    const text = await scrape(app);
    expect(sample(text, 'iprism_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'iprism_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'iprism_db_pool_waiting_requests')).toBe(0);
  }, 60_000);
});
