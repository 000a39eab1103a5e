import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Db } from '../../platform/db/db';
import { openTestDatabase } from '../../../test/test-database';
import { createBullmqJobQueue, type BullmqJobQueue } from './bullmq-job-queue';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('BullMQ job queue (REDIS_URL)', () => {
  let db: Db;
  let queue: BullmqJobQueue;
  const appId = `app_${randomUUID()}`;
  // Its own queue: other tests' deployments share this Redis.
  const queueName = `iprism-test-${randomUUID()}`;

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`INSERT INTO users (id, email, name) VALUES ('u1', 'u1@example.com', 'U')`);
    await db.query(`INSERT INTO applications (id, owner_user_id, title) VALUES ($1, 'u1', 'A')`, [appId]);
    queue = createBullmqJobQueue(db, REDIS_URL, { relayMs: 100, retryBaseMs: 50, queueName });
  });
  afterAll(async () => {
    await queue.close();
    const leftover = new Queue(queueName, { connection: { url: REDIS_URL } });
    await leftover.obliterate({ force: true });
    await leftover.close();
    await db.close();
  });

  const claimWithin = async (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const job = await queue.claim('w1');
      if (job) return job;
    }
    return null;
  };

  it('dispatches a committed job row through BullMQ and leases the row to the worker', async () => {
    await db.transaction((tx) => queue.enqueue(tx, appId, 'report'));
    const job = await claimWithin(5000);
    expect(job).toMatchObject({ applicationId: appId, stage: 'report', attempts: 1 });
    const { rows } = await db.query<{ status: string; locked_by: string }>('SELECT status, locked_by FROM jobs WHERE id = $1', [job!.id]);
    expect(rows[0]).toEqual({ status: 'running', locked_by: 'w1' });
    await db.transaction((tx) => queue.complete(tx, job!));
  });

  it('dispatches a retry again when it falls due, and never hands out a finished row', async () => {
    await db.transaction((tx) => queue.enqueue(tx, appId, 'priorArt'));
    const first = await claimWithin(5000);
    const outcome = await db.transaction((tx) => queue.fail(tx, first!, 'flaky', true));
    expect(outcome.kind).toBe('retry');
    const again = await claimWithin(5000);
    expect(again).toMatchObject({ id: first!.id, attempts: 2 });
    await db.transaction((tx) => queue.complete(tx, again!));
    expect(await claimWithin(1500)).toBeNull();
  });

  it('keeps its Redis keys under its prefix (QUEUE_PREFIX), apart from other deployments', async () => {
    const prefix = `iprism-test-prefix-${randomUUID()}`;
    const prefixed = createBullmqJobQueue(db, REDIS_URL, { relayMs: 100, queueName, prefix });
    const redis = new Redis(REDIS_URL);
    try {
      await db.transaction((tx) => prefixed.enqueue(tx, appId, 'idsAnalysis'));
      let job = null;
      for (const until = Date.now() + 5000; !job && Date.now() < until; ) job = await prefixed.claim('w2');
      expect(job).toMatchObject({ stage: 'idsAnalysis', attempts: 1 });
      expect(await redis.keys(`${prefix}:${queueName}:*`)).not.toEqual([]);
      await db.transaction((tx) => prefixed.complete(tx, job!));
    } finally {
      await prefixed.close();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });
});
