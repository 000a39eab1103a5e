import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { PIPELINE_STAGES } from '../../src/modules/pipeline/stages';
import { ReportSchema, type ProgressPayload } from '@iprism/shared/contracts';
import { makeApplicationPdf } from '../pdf-fixture';
import { client, connected, record } from '../realtime-helpers';
import { startServerProcess, startWorkerProcess, type ServerProcess } from '../server-process';
import { demoEnv, signIn, upload, waitCompleted, waitFor } from './api-client';
import { createScratchDatabase } from './own-services';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Short, so the dead worker's job is free again within seconds; live workers renew it every second.
const LEASE_MS = 4_000;

type Worker = Omit<ServerProcess, 'url'> & { output: () => string };

interface JobRow {
  id: string;
  stage: string;
  status: string;
  attempts: number;
  locked_by: string | null;
}

/**
 * Fault: a pipeline worker is killed (-9) in the middle of a stage. One API node (no workers of its own)
 * and two `pnpm worker` processes on a database of the test's own and the shared Redis under a queue
 * prefix of the test's own. The other worker must take the job once the lease runs out, and the stage
 * must finish exactly once: one job row per stage, one stored result, one final 100 % progress event.
 */
describe('fault: a worker killed mid-stage', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-fault-worker-'));
  const prefix = `iprism-fault-${process.pid}-${Date.now()}`;
  let db: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  let pg: Client | null = null;
  let api: ServerProcess | null = null;
  const workers: Worker[] = [];

  afterAll(async () => {
    await Promise.allSettled(workers.map((w) => w.stop()));
    await api?.stop();
    await pg?.end();
    await db?.drop();
    // BullMQ leaves a few bookkeeping keys (ids, meta, events) under the prefix.
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('hands the job to the other worker, which finishes the stage once', async () => {
    db = await createScratchDatabase(ADMIN_URL, 'fault_worker');
    pg = new Client({ connectionString: db.url });
    const env = { ...demoEnv(dataDir), DATABASE_URL: db.url, REDIS_URL, QUEUE_PREFIX: prefix, PIPELINE_LEASE_MS: String(LEASE_MS) };
    api = await startServerProcess({ ...env, PIPELINE_WORKERS: '0' });
    await pg.connect();
    for (let i = 0; i < 2; i++) {
      const w = await startWorkerProcess({ ...env, PIPELINE_WORKERS: '1' });
      let output = '';
      w.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      workers.push({ ...w, output: () => output });
    }

    const caller = await signIn(api.url);
    const socket = await connected(client(api.url, { token: caller.token }, { extraHeaders: { origin: api.url } }));
    const events = record<ProgressPayload>(socket, 'user-progress');
    // A long PDF: reading 300 pages keeps the report stage busy for seconds.
    const created = await upload(api.url, caller, new Blob([Buffer.from(await makeApplicationPdf(300, 30))], { type: 'application/pdf' }), 'rotor.pdf');
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const jobs = async () => (await pg!.query<JobRow>(`SELECT id, stage, status, attempts, locked_by FROM jobs WHERE application_id = $1 ORDER BY created_at`, [id])).rows;
    // Into the stage: the worker has reported reading the file.
    await waitFor('the report stage to start reading', async () => events.filter((e) => e.applicationId === id && e.stage === 'report' && e.progress > 0 && !e.final), (r) => r.length > 0, 30_000, 20);
    const [held] = (await jobs()).filter((j) => j.stage === 'report' && j.status === 'running');
    // A worker's id is host:pid:random (worker.ts): the pid names the process that holds the job.
    const holder = workers.find((w) => held!.locked_by?.split(':')[1] === String(w.child.pid));
    const survivor = workers.find((w) => w !== holder)!;
    expect(held).toBeDefined();
    expect(holder).toBeDefined();
    await holder!.kill9();
    const [afterKill] = (await jobs()).filter((j) => j.id === held!.id);
    // Still running under the dead worker's lease: the kill really came mid-stage.
    expect(afterKill).toMatchObject({ status: 'running', attempts: 1, locked_by: held!.locked_by });

    const app = await waitCompleted(api.url, caller, id, 90_000);
    const report = ReportSchema.parse(await (await fetch(`${api.url}/api/applications/${id}/report`, { headers: caller.auth })).json());
    expect(report.claims).toHaveLength(30);

    const finalJobs = await jobs();
    const reportJob = finalJobs.find((j) => j.id === held!.id)!;
    expect(reportJob).toMatchObject({ status: 'done', attempts: 2 });
    // One job row and one stored result per stage: nothing ran twice, nothing was queued twice.
    expect(finalJobs.map((j) => j.stage)).toEqual(PIPELINE_STAGES);
    expect(finalJobs.every((j) => j.status === 'done')).toBe(true);
    const results = (await pg.query<{ stage: string; n: number }>(`SELECT stage, count(*)::int AS n FROM stage_results WHERE application_id = $1 GROUP BY stage`, [id])).rows;
    expect(results.filter((r) => r.stage === 'report')).toEqual([{ stage: 'report', n: 1 }]);
    // The survivor logged the report stage's finish once; the killed worker never did.
    const finishedIn = (w: Worker) => w.output().split('\n').filter((l) => l.includes('"stage finished"') && l.includes(id) && l.includes('"stage":"report"')).length;
    expect(finishedIn(survivor)).toBe(1);
    expect(finishedIn(holder!)).toBe(0);

    await waitFor('the last final progress event', async () => events.filter((e) => e.applicationId === id && e.final && e.stage === PIPELINE_STAGES.at(-1)), (f) => f.length === 1, 5_000);
    const finals = events.filter((e) => e.applicationId === id && e.final && e.stage === 'report');
    expect(finals).toEqual([expect.objectContaining({ progress: 100 })]);
    const restarted = events.filter((e) => e.applicationId === id && e.stage === 'report' && /attempt 2/.test(e.message));
    expect(restarted.length).toBeGreaterThanOrEqual(1);
    socket.disconnect();

    expect(app.status).toBe('completed');
    console.log(
      [
        `✓ worker pid ${holder!.child.pid} killed -9 while holding the report stage (job ${held!.id}, attempt 1)`,
        `✓ worker pid ${survivor.child.pid} took the job after the ${LEASE_MS} ms lease ran out and finished it (attempts=2, "Starting again (attempt 2 …)" seen by the browser)`,
        `✓ report stage finished once: 1 job row, 1 stage result, 1 final 100 % event, 1 "stage finished" log line (survivor only)`,
        `✓ application completed: ${finalJobs.length} jobs done (${finalJobs.map((j) => `${j.stage}×${j.attempts}`).join(', ')}), report with ${report.claims.length} claims`,
      ].join('\n'),
    );
  }, 110_000);
});
