import { randomUUID } from 'node:crypto';
import { Queue, Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../../platform/db/db';
import { createDbJobQueue, type DbJobQueueOptions } from './repositories/db-job-queue';
import type { JobQueue, StageJob } from './job-queue';
import { leaseJob, listDueJobIds } from './repositories/jobs';
import { isPipelineStage } from './stages';

export const PIPELINE_QUEUE_NAME = 'iprism-pipeline';

export interface BullmqJobQueueOptions extends DbJobQueueOptions {
  relayMs?: number;
  queueName?: string;
  /** Redis key prefix (QUEUE_PREFIX): deployments sharing one Redis keep their queues apart. */
  prefix?: string;
  log?: FastifyBaseLogger;
}

export interface BullmqJobQueue extends JobQueue {
  /** Jobs handed to BullMQ that no worker has taken yet (metrics); rejects at once while Redis is away. */
  dispatchWaiting(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The pipeline queue with REDIS_URL: BullMQ dispatches, the jobs table stays the record. A job row is
 * written in the caller's transaction as in the embedded queue (so a stage's result, its completion and
 * the next stage still commit together); a relay in every process hands due rows to BullMQ under the row's
 * id, which BullMQ deduplicates, so a crash between commit and dispatch only delays a job. A worker takes
 * a BullMQ job, then leases its row; a row another worker holds, or one already done, is skipped. Retries
 * and dead workers' leases are the rows' business, and the relay dispatches them again when they are due.
 * So Redis going away, even restarting empty, loses no job: the rows wait, and once ioredis has reconnected
 * the relay hands every due row to BullMQ again (server/test/faults/redis-restart.test.ts).
 */
export function createBullmqJobQueue(db: Db, redisUrl: string, options: BullmqJobQueueOptions = {}): BullmqJobQueue {
  const rows = createDbJobQueue(db, options);
  const leaseMs = options.leaseMs ?? 60_000;
  const relayMs = options.relayMs ?? 1000;
  const queueName = options.queueName ?? PIPELINE_QUEUE_NAME;
  const prefix = options.prefix ?? 'bull';
  // BullMQ's blocking commands need their own connections, without a per-request retry limit.
  const connection = () => new Redis(redisUrl, { maxRetriesPerRequest: null });
  // While Redis is away, ioredis reconnects by itself and BullMQ reports every failed attempt: log the first
  // of each outage, not one line per retry, and keep the process serving (the jobs table is the record).
  let redisDown = false;
  const onRedisError = (err: Error) => {
    if (!redisDown) options.log?.warn({ err }, 'pipeline queue: Redis unavailable, jobs wait in the database until it is back');
    redisDown = true;
  };
  const queueConnection = connection();
  queueConnection.on('ready', () => {
    if (redisDown) options.log?.info('pipeline queue: Redis is back, dispatching the jobs due');
    redisDown = false;
  });
  const queue = new Queue(queueName, { connection: queueConnection, prefix, defaultJobOptions: { removeOnComplete: true, removeOnFail: true } });
  queue.on('error', onRedisError);
  let worker: Worker | null = null;
  let workerConnection: Redis | null = null;
  const token = randomUUID();
  let closed = false;

  const dispatchDue = async () => {
    const due = await listDueJobIds(db);
    if (due.length) await queue.addBulk(due.map((r) => ({ name: 'stage', data: { jobRowId: r.id }, opts: { jobId: r.id } })));
  };
  let relaying: Promise<void> | null = null;
  const relay = () => {
    if (closed || relaying) return;
    relaying = dispatchDue()
      .catch(() => undefined)
      .finally(() => (relaying = null));
  };
  const timer = setInterval(relay, relayMs);
  timer.unref();

  const leaseRow = async (id: string, workerId: string): Promise<StageJob | null> => {
    const r = await leaseJob(db, id, workerId, leaseMs);
    if (!r || !isPipelineStage(r.stage)) return null;
    return { id: r.id, applicationId: r.application_id, stage: r.stage, attempts: r.attempts, maxAttempts: r.max_attempts };
  };

  return {
    ...rows,
    async enqueue(tx, applicationId, stage) {
      await rows.enqueue(tx, applicationId, stage);
      // After the caller's commit, most likely: the relay's next round picks it up if this one is early.
      setTimeout(relay, 20).unref();
    },

    async claim(workerId) {
      if (!worker) {
        workerConnection = connection();
        worker = new Worker(queueName, null, { connection: workerConnection, prefix, drainDelay: 1, autorun: false });
        worker.on('error', onRedisError);
        // Manual fetching runs no stalled check by itself: a worker dying between fetch and completion would
        // leave its job active in BullMQ, and the relay's re-add of that id would be ignored for good.
        worker.startStalledCheckTimer().catch(onRedisError);
      }
      const next = (await worker.getNextJob(token, { block: true })) as Job<{ jobRowId: string }> | undefined;
      if (!next) return null;
      const job = await leaseRow(next.data.jobRowId, workerId);
      // The row is the record from here on: the BullMQ job has done its part, dispatch.
      await next.moveToCompleted(null, token, false);
      return job;
    },

    waitForWork: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 200))),

    async dispatchWaiting() {
      // Without the check the count would wait in ioredis's offline queue for as long as Redis is away.
      if (queueConnection.status !== 'ready') throw new Error('pipeline queue: Redis is not connected');
      return queue.getWaitingCount();
    },

    async close() {
      closed = true;
      clearInterval(timer);
      await relaying;
      await worker?.close();
      await queue.close();
      // Connections passed in are the caller's to close (BullMQ leaves them open).
      await Promise.all([queueConnection.quit(), workerConnection?.quit()]);
    },
  };
}
