import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { CSRF_HEADER, ERROR_CODES } from '@iprism/shared/contracts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/platform/db/database-unavailable';
import { client, connected, type ClientSocket } from '../realtime-helpers';
import { startServerProcess, type ServerProcess } from '../server-process';
import { demoEnv, signIn, TEXT_APPLICATION, upload, waitCompleted, waitFor } from './api-client';
import { startOwnPostgres, type OwnPostgres } from './own-services';

// A refused connection fails at once; the pool's connect timeout (5 s) bounds anything slower.
const OUTAGE_ANSWER_MS = 6_000;
// The demo start runs its own applications through the pipeline meanwhile; the test counts the jobs of the rest.
const OWN_JOBS = `SELECT count(*)::int AS n FROM jobs WHERE application_id NOT LIKE 'app_demo_%'`;

/**
 * Fault: PostgreSQL restarts under a running API node. The test runs a PostgreSQL server of its own
 * (initdb in a temp directory, `pg_ctl stop -m fast`, start again) so the shared one is never touched.
 * During the outage every request that needs the database answers 503 SERVICE_UNAVAILABLE quickly, the
 * live socket's events say SERVICE_UNAVAILABLE on the same socket, and liveness stays 200; afterwards the same process serves again, and a write refused during the outage was
 * not stored (nothing half-written, nothing stored twice).
 */
describe('fault: PostgreSQL restarted under a running API node', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-fault-pg-'));
  let pg: OwnPostgres | null = null;
  let api: ServerProcess | null = null;
  let socket: ClientSocket | null = null;

  afterAll(async () => {
    socket?.disconnect();
    await api?.stop();
    await pg?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 during the outage and serves again after it, writing nothing twice or half', async () => {
    pg = await startOwnPostgres();
    const databaseUrl = pg.url.replace(/\/postgres$/, '/iprism');
    await adminQuery(pg.url, 'CREATE DATABASE iprism');
    api = await startServerProcess({ ...demoEnv(dataDir), DATABASE_URL: databaseUrl, PIPELINE_WORKERS: '1' });
    const url = api.url;
    const pid = api.child.pid;
    const caller = await signIn(url);
    const csrf = ((await (await fetch(`${url}/api/csrf-token`, { headers: caller.auth })).json()) as { token: string }).token;
    const write = { ...caller.auth, [CSRF_HEADER]: csrf };
    const addNotification = (id: string) =>
      fetch(`${url}/api/account/notifications/add`, { method: 'POST', headers: { ...write, 'content-type': 'application/json' }, body: JSON.stringify({ id, text: `fault test ${id}` }), signal: AbortSignal.timeout(OUTAGE_ANSWER_MS) });
    const uploadHub = () => upload(url, { ...caller, auth: write }, new Blob([TEXT_APPLICATION], { type: 'text/plain' }), 'hub.txt');
    const count = async (sql: string) => Number((await adminQuery<{ n: number }>(databaseUrl, sql))[0]!.n);
    const storedFiles = () => (existsSync(join(dataDir, 'files')) ? readdirSync(join(dataDir, 'files')).length : 0);
    // Opened before the outage (the handshake reads the session): it stays open through it.
    socket = await connected(client(url, { token: caller.token }));
    const requestProgress = (applicationId: string) => socket!.timeout(OUTAGE_ANSWER_MS).emitWithAck('request-progress', { applicationId, stage: 'all' });
    const before = { applications: await count('SELECT count(*)::int AS n FROM applications'), jobs: await count(OWN_JOBS), files: storedFiles() };

    await pg.stop();
    const checks: string[] = [];
    const timed = async (what: string, call: () => Promise<Response>, expected: number) => {
      const started = Date.now();
      const res = await call();
      const ms = Date.now() - started;
      const body: unknown = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
      expect({ what, status: res.status }).toEqual({ what, status: expected });
      expect(ms).toBeLessThan(OUTAGE_ANSWER_MS);
      checks.push(`${what} → ${res.status} in ${ms} ms`);
      return body;
    };
    const unavailable = { statusCode: 503, code: ERROR_CODES.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE };
    await timed('GET /api/health (liveness)', () => fetch(`${url}/api/health`), 200);
    expect(await timed('GET /api/applications', () => fetch(`${url}/api/applications`, { headers: caller.auth, signal: AbortSignal.timeout(OUTAGE_ANSWER_MS) }), 503)).toEqual(unavailable);
    expect(await timed('POST /api/auth/sign-in', () => signInResponse(url), 503)).toEqual(unavailable);
    expect(await timed('POST /api/account/notifications/add', () => addNotification('fault-during-outage'), 503)).toEqual(unavailable);
    expect(await timed('POST /api/applications (upload)', uploadHub, 503)).toEqual(unavailable);
    const asked = Date.now();
    expect(await requestProgress(randomUUID())).toEqual({ ok: false, error: { code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, event: 'request-progress' } });
    checks.push(`socket request-progress → SERVICE_UNAVAILABLE in ${Date.now() - asked} ms, socket still connected: ${socket.connected}`);
    expect(socket.connected).toBe(true);

    await pg.start();
    // The pool replaced its broken connections: the same process answers again, without a restart.
    await waitFor('the node to reach the database again', () => fetch(`${url}/api/applications`, { headers: caller.auth }).then((r) => r.status), (s) => s === 200, 15_000, 200);
    expect(api.child.exitCode).toBeNull();
    expect(api.child.pid).toBe(pid);

    // The refused writes left nothing behind: no notification, no application, no job.
    expect(await count(`SELECT count(*)::int AS n FROM notifications WHERE id = 'fault-during-outage'`)).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM applications')).toBe(before.applications);
    expect(await count(OWN_JOBS)).toBe(before.jobs);
    expect(storedFiles()).toBe(before.files);
    // The same writes now succeed, once: the notification is new (201, not the 200 of a retried id).
    const added = await addNotification('fault-during-outage');
    expect(added.status).toBe(201);
    expect(await count(`SELECT count(*)::int AS n FROM notifications WHERE id = 'fault-during-outage'`)).toBe(1);
    const created = await uploadHub();
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await waitCompleted(url, caller, id, 60_000);
    // The socket opened before the outage serves its events again.
    expect(await requestProgress(id)).toMatchObject({ ok: true, snapshot: { applicationId: id } });
    expect(await count('SELECT count(*)::int AS n FROM applications')).toBe(before.applications + 1);
    expect(storedFiles()).toBe(before.files + 1);
    expect(await count(`SELECT count(*)::int AS n FROM jobs WHERE application_id = '${id}' AND status = 'done'`)).toBe(await count(`SELECT count(*)::int AS n FROM jobs WHERE application_id = '${id}'`));
    expect((await signInResponse(url)).status).toBe(200);

    console.log(
      [
        ...checks.map((c) => `✓ during the outage: ${c}`),
        `✓ after pg_ctl start: the same node (pid ${pid}) serves again without a restart`,
        `✓ nothing half-written: the refused notification and upload left no rows and no stored file; retried after the outage they are stored once (201) and the upload's pipeline completes`,
      ].join('\n'),
    );
  }, 110_000);
});

function signInResponse(url: string): Promise<Response> {
  return fetch(`${url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'pro@lawfirm.example', password: 'iprism-demo' }), signal: AbortSignal.timeout(OUTAGE_ANSWER_MS) });
}

async function adminQuery<T = unknown>(url: string, sql: string): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}
