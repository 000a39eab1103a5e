import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { appChannel, CLIENT_EVENTS, CSRF_HEADER, type ProgressPayload, type StageSnapshot } from '@iprism/shared/contracts';
import { PIPELINE_QUEUE_NAME } from '../../src/modules/pipeline/bullmq-job-queue';
import { PIPELINE_STAGES } from '../../src/modules/pipeline/stages';
import { makeApplicationPdf } from '../pdf-fixture';
import { client, connected, EVENT_TIMEOUT_MS, record } from '../realtime-helpers';
import { startServerProcess, startWorkerProcess, type ServerProcess } from '../server-process';
import { demoEnv, readApplication, signIn, upload, uploadText, waitCompleted, waitFor } from './api-client';
import { createScratchDatabase, startOwnRedis, type OwnRedis } from './own-services';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Fault: Redis restarts, empty (--save ""), under two API nodes and one worker. The test runs a Redis of
 * its own so the shared one is never touched. While Redis is away the nodes keep answering HTTP (and take
 * uploads: the jobs table is the record); once it is back, without restarting anything, the worker's
 * progress reaches a socket on the other API node again, the stage that finished and the notification added
 * while Redis was away are re-sent to that socket (and to no other user's), and every job runs to completion — also the job
 * that sat in BullMQ when Redis lost its data, and the one enqueued during the outage.
 */
describe('fault: Redis restarted under two API nodes and a worker', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-fault-redis-'));
  let redis: OwnRedis | null = null;
  let db: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  let pg: Client | null = null;
  const nodes: Omit<ServerProcess, 'url'>[] = [];

  afterAll(async () => {
    await Promise.allSettled(nodes.map((n) => n.stop()));
    await pg?.end();
    await redis?.stop();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps serving HTTP during the outage, then resumes fan-out and the queue by itself', async () => {
    redis = await startOwnRedis();
    db = await createScratchDatabase(ADMIN_URL, 'fault_redis');
    const env = { ...demoEnv(dataDir), DATABASE_URL: db.url, REDIS_URL: redis.url };
    const a = await startServerProcess({ ...env, PIPELINE_WORKERS: '0' });
    nodes.push(a);
    const b = await startServerProcess({ ...env, PIPELINE_WORKERS: '0' });
    nodes.push(b);
    const worker = await startWorkerProcess({ ...env, PIPELINE_WORKERS: '1' });
    nodes.push(worker);
    let workerLog = '';
    worker.child.stdout?.on('data', (chunk: Buffer) => (workerLog += chunk.toString()));
    const pids = nodes.map((n) => n.child.pid);

    const caller = await signIn(a.url);
    // The browser is on node B; uploads go through node A; the worker publishes: only Redis joins them.
    const socket = await connected(client(b.url, { token: caller.token }, { extraHeaders: { origin: b.url } }));
    const events = record<ProgressPayload>(socket, 'user-progress');
    const appEvents = record<ProgressPayload>(socket, 'app-progress');
    // Stored stages: only the answer to `request-progress`, which this socket never sends, or a re-send.
    const resent = record<StageSnapshot>(socket, 'progress');
    // Another organisation's user on the same node: nothing of the law firm's applications may reach them.
    const outsider = await connected(client(b.url, { token: (await signIn(a.url, 'org@company.example')).token }, { extraHeaders: { origin: b.url } }));
    const outsiderEvents = ['progress', 'app-progress', 'user-progress', 'notification'].map((event) => record(outsider, event));
    const notifications = record<{ id: string }>(socket, 'notification');
    const csrf = ((await (await fetch(`${a.url}/api/csrf-token`, { headers: caller.auth })).json()) as { token: string }).token;
    const addNotification = (id: string) =>
      fetch(`${a.url}/api/account/notifications/add`, { method: 'POST', headers: { ...caller.auth, [CSRF_HEADER]: csrf, 'content-type': 'application/json' }, body: JSON.stringify({ id, text: `fault test ${id}` }) });

    // Keep the single worker busy on a long PDF so the next upload's job waits in BullMQ.
    const busy = await upload(a.url, caller, new Blob([Buffer.from(await makeApplicationPdf(300, 10))], { type: 'application/pdf' }), 'busy.pdf');
    expect(busy.status).toBe(201);
    const busyId = ((await busy.json()) as { id: string }).id;
    await waitFor('the worker to start on the long PDF', async () => events.filter((e) => e.applicationId === busyId && e.stage === 'report' && e.progress > 0), (r) => r.length > 0, 30_000, 20);
    const waitingId = await uploadText(a.url, caller, 'waiting.txt');
    await expect(socket.timeout(EVENT_TIMEOUT_MS).emitWithAck(CLIENT_EVENTS.subscribe, { channel: appChannel(waitingId) })).resolves.toEqual({ ok: true });
    // A colleague on node B, assigned the same application, watches it and is removed from the firm during the outage.
    const colleague = await signIn(a.url, 'standard@lawfirm.example');
    const colleagueId = (JSON.parse(Buffer.from(colleague.token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    const assigned = await fetch(`${a.url}/api/applications/${waitingId}/assignments`, { method: 'POST', headers: { ...caller.auth, [CSRF_HEADER]: csrf, 'content-type': 'application/json' }, body: JSON.stringify({ userId: colleagueId }) });
    expect(assigned.status).toBe(201);
    const colleagueSocket = await connected(client(b.url, { token: colleague.token }, { extraHeaders: { origin: b.url } }));
    await expect(colleagueSocket.timeout(EVENT_TIMEOUT_MS).emitWithAck(CLIENT_EVENTS.subscribe, { channel: appChannel(waitingId) })).resolves.toEqual({ ok: true });
    const sql = new Client({ connectionString: db.url });
    pg = sql;
    await sql.connect();
    const [waitingJob] = (await sql.query<{ id: string; status: string }>(`SELECT id, status FROM jobs WHERE application_id = $1`, [waitingId])).rows;
    expect(waitingJob?.status).toBe('queued');
    // It is in BullMQ (the relay dispatched it) and will be lost with Redis's data.
    const probe = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    await waitFor('the waiting job to reach BullMQ', () => probe.exists(`bull:${PIPELINE_QUEUE_NAME}:${waitingJob!.id}`), (n) => n === 1, 5_000, 50);
    probe.disconnect();

    await redis.stop();
    const outage: string[] = [];
    const health = await fetch(`${a.url}/api/health`);
    expect(health.status).toBe(200);
    const read = await readApplication(b.url, caller, waitingId);
    expect(read.status).toBe('queued');
    const duringId = await uploadText(a.url, caller, 'during.txt');
    // Stored on node A; its push to node B's socket is lost with Redis.
    const missedNotification = `during-outage-${Date.now()}`;
    expect((await addNotification(missedNotification)).status).toBe(201);
    // Node A takes the colleague's sockets out of the firm's rooms on every node; that message is lost with Redis.
    const removed = await fetch(`${a.url}/api/organizations/current/members/${colleagueId}`, { method: 'DELETE', headers: { ...caller.auth, [CSRF_HEADER]: csrf } });
    expect(removed.status).toBe(204);
    const leaked = ['app-progress', 'progress'].map((event) => record<{ applicationId: string }>(colleagueSocket, event));
    outage.push('GET /api/health → 200 on node A', `GET /api/applications/:id → 200 on node B`, 'POST /api/applications (upload) → 201 on node A, its job stored in the jobs table', 'POST /api/account/notifications/add → 201 on node A', 'DELETE /api/organizations/current/members/:userId → 204 on node A (a colleague watching on node B)');
    // Down long enough for the worker to finish its stage in hand and find the queue gone.
    await waitFor('the long PDF\'s report stage to finish during the outage', async () => (await sql.query(`SELECT 1 FROM stage_results WHERE application_id = $1 AND stage = 'report'`, [busyId])).rows.length, (n) => n === 1, 60_000, 100);
    await waitFor('the worker to notice Redis is gone', async () => workerLog, (log) => log.includes('Redis unavailable'), 10_000);
    outage.push('the worker finished its stage in hand and logged that jobs wait in the database');

    await redis.start();
    const restartedAt = Date.now();
    // Fan-out between the API nodes comes back once both adapters have reconnected (ioredis retries by
    // itself, at most 2 s apart): a notification added on node A reaches the socket on node B again.
    await waitFor(
      'a notification added on node A to reach the socket on node B',
      async () => {
        const probeId = `fanout-${Date.now()}`;
        expect((await addNotification(probeId)).status).toBe(201);
        await new Promise((r) => setTimeout(r, 250));
        return notifications.some((n) => n.id === probeId);
      },
      (arrived) => arrived,
      15_000,
      0,
    );
    const fanOutMs = Date.now() - restartedAt;
    // The report stage finished during the outage: its broadcast never reached node B, which sends the stored
    // state to its sockets once its link is back, so the browser does not show the stage stuck mid-way.
    await waitFor(
      'node B to re-send the report stage finished during the outage',
      async () => resent.filter((e) => e.applicationId === busyId && e.stage === 'report' && e.final && e.progress === 100),
      (r) => r.length > 0,
      15_000,
      50,
    );
    const resentMs = Date.now() - restartedAt;
    await waitFor('node B to re-send the notification added during the outage', async () => notifications.filter((n) => n.id === missedNotification), (r) => r.length === 1, 5_000, 50);
    // Empty again: BullMQ lost the waiting job; the relay must dispatch it again from the jobs table.
    const afterId = await uploadText(a.url, caller, 'after.txt');
    await expect(socket.timeout(EVENT_TIMEOUT_MS).emitWithAck(CLIENT_EVENTS.subscribe, { channel: appChannel(afterId) })).resolves.toEqual({ ok: true });
    for (const id of [busyId, waitingId, duringId, afterId]) await waitCompleted(a.url, caller, id, 90_000);
    expect(workerLog).toContain('Redis is back');

    // Fan-out resumed: the worker's progress for the application uploaded after the restart reached node B.
    const last = PIPELINE_STAGES.at(-1)!;
    await waitFor('the last stage to reach node B', async () => events.filter((e) => e.applicationId === afterId && e.final && e.stage === last), (r) => r.length === 1, 5_000);
    expect(appEvents.filter((e) => e.applicationId === afterId && e.final).map((e) => e.stage)).toEqual(PIPELINE_STAGES);
    // The waiting application may have run before node B had subscribed again: then its end came with the re-send.
    const waitingFinals = [...appEvents, ...resent].filter((e) => e.applicationId === waitingId && e.final).map((e) => e.stage);
    expect(waitingFinals).toEqual(expect.arrayContaining([last]));

    // Every job of every application ran once; nothing was dispatched twice into a second run.
    const ours = [busyId, waitingId, duringId, afterId];
    const jobs = (await sql.query<{ application_id: string; stage: string; status: string; attempts: number }>(`SELECT application_id, stage, status, attempts FROM jobs WHERE application_id = ANY($1::text[])`, [ours])).rows;
    expect(jobs).toHaveLength(ours.length * PIPELINE_STAGES.length);
    expect(jobs.filter((j) => j.status !== 'done' || j.attempts !== 1)).toEqual([]);
    // No process was restarted.
    expect(nodes.map((n) => n.child.exitCode)).toEqual([null, null, null]);
    expect(nodes.map((n) => n.child.pid)).toEqual(pids);
    expect(outsiderEvents.flat()).toEqual([]);
    // The waiting application ran after Redis was back (its final events reached the owner above), none of it the removed colleague.
    expect(leaked.flat().filter((e) => e.applicationId === waitingId)).toEqual([]);
    expect(colleagueSocket.connected).toBe(true);
    socket.disconnect();
    outsider.disconnect();
    colleagueSocket.disconnect();

    console.log(
      [
        ...outage.map((c) => `✓ Redis down: ${c}`),
        `✓ Redis restarted empty: the job that sat in BullMQ (${waitingJob!.id}) and the one enqueued during the outage were dispatched again from the jobs table and completed`,
        `✓ the colleague removed during the outage left the firm's rooms on node B once the link was back: none of the waiting application's progress reached them`,
        `✓ queue resumed: 4 applications completed, ${jobs.length} jobs each done once (attempts=1), no process restarted`,
        `✓ node B re-sent the stored report stage of the long PDF (finished during the outage) and the notification added during the outage to its socket ${resentMs} ms after Redis was back; another organisation's user on node B got none of it`,
        `✓ fan-out resumed ${fanOutMs} ms after Redis was back (a notification added on node A reached node B); the worker's progress for an upload after the restart reached the socket on node B (${PIPELINE_STAGES.length} final app-progress events)`,
      ].join('\n'),
    );
  }, 115_000);
});
