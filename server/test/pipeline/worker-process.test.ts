import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, ReportSchema, type ApplicationFull, type ProgressPayload } from '@iprism/shared/contracts';
import { TEXT_APPLICATION } from '../faults/api-client';
import { createScratchDatabase } from '../faults/own-services';
import { client, connected, record } from '../realtime-helpers';
import { startServerProcess, startWorkerProcess, type ServerProcess } from '../server-process';

const PASSWORD = 'iprism-demo';
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Scale-out pipeline: an API node with no workers and a separate `pnpm worker` on one PostgreSQL and one
 * Redis. The upload is queued by the API, dispatched by BullMQ, run by the worker, and the worker's
 * progress reaches a browser socket on the API node through the Redis adapter.
 */
describe('pnpm worker: pipeline in a separate process (PostgreSQL + Redis + BullMQ)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-worker-'));
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL,
    DEMO: '1',
    DEMO_PASSWORD: PASSWORD,
    EMBEDDER: 'off',
    CORPUS_DEMO_IMPORT: '0',
    BUILDS_DIR: join(dataDir, 'no-builds'),
  };
  let api: ServerProcess | null = null;
  let worker: Omit<ServerProcess, 'url'> | null = null;

  beforeAll(async () => {
    database = await createScratchDatabase(ADMIN_URL, 'worker');
    env.DATABASE_URL = database.url;
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start without PostgreSQL and Redis', async () => {
    await expect(startWorkerProcess({ DATA_DIR: dataDir, REDIS_URL: '', DATABASE_URL: '' })).rejects.toThrow(/DATABASE_URL is required[\s\S]*REDIS_URL is required/);
  });

  it('runs every stage in the worker and pushes its progress to a socket on the API node', async () => {
    api = await startServerProcess({ ...env, PIPELINE_WORKERS: '0' });
    const signIn = await fetch(`${api.url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'pro@lawfirm.example', password: PASSWORD }) });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const socket = await connected(client(api.url, { token }, { extraHeaders: { origin: api.url } }));
    const events = record<ProgressPayload>(socket, 'user-progress');

    const csrf = (await (await fetch(`${api.url}/api/csrf-token`, { headers: auth })).json()) as { token: string };
    const form = new FormData();
    form.append('application', new Blob([TEXT_APPLICATION], { type: 'text/plain' }), 'hub.txt');
    const created = await fetch(`${api.url}/api/applications`, { method: 'POST', headers: { ...auth, [CSRF_HEADER]: csrf.token }, body: form });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // No worker yet: the job waits in the queue.
    await new Promise((r) => setTimeout(r, 1500));
    const waiting = (await (await fetch(`${api.url}/api/applications/${id}`, { headers: auth })).json()) as ApplicationFull;
    expect(waiting.status).toBe('queued');

    worker = await startWorkerProcess({ ...env, PIPELINE_WORKERS: '1' });
    let app: ApplicationFull = waiting;
    for (let i = 0; i < 300 && app.status !== 'completed' && app.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      app = (await (await fetch(`${api.url}/api/applications/${id}`, { headers: auth })).json()) as ApplicationFull;
    }
    expect(app.status).toBe('completed');
    const report = ReportSchema.parse(await (await fetch(`${api.url}/api/applications/${id}/report`, { headers: auth })).json());
    expect(report.claims.map((c) => c.number)).toEqual([1, 2]);

    const finals = events.filter((e) => e.applicationId === id && e.final).map((e) => e.stage);
    expect(finals).toEqual(expect.arrayContaining(['report', 'priorArt', 'idsAnalysis', 'idsTransformation', 'idsClassification']));
    socket.disconnect();
  });
});
