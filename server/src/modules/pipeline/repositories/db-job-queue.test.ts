import type { Db } from '../../../platform/db/db';
import { openTestDatabase } from '../../../../test/test-database';
import { insertApplication } from '../../applications/repositories/applications';
import { createDbJobQueue } from './db-job-queue';

describe('database job queue', () => {
  let db: Db;
  let appId: string;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query('DELETE FROM jobs');
    appId = (await insertApplication(db, { ownerUserId: 'user_1', organizationId: null, title: 'Blade' })).id;
  });

  it('hands a job to one worker only, oldest first', async () => {
    const queue = createDbJobQueue(db);
    await queue.enqueue(db, appId, 'report');
    await queue.enqueue(db, appId, 'priorArt');
    const first = await queue.claim('w1');
    const second = await queue.claim('w2');
    expect(first).toMatchObject({ applicationId: appId, stage: 'report', attempts: 1 });
    expect(second?.stage).toBe('priorArt');
    expect(await queue.claim('w3')).toBeNull();
  });

  it('retries a failed job after a backoff, then fails it for good', async () => {
    const queue = createDbJobQueue(db, { maxAttempts: 2, retryBaseMs: 1 });
    await queue.enqueue(db, appId, 'report');
    const job = (await queue.claim('w1'))!;
    expect(await queue.fail(db, job, 'boom', true)).toEqual({ kind: 'retry', delayMs: 1 });
    await new Promise((r) => setTimeout(r, 20));
    const again = (await queue.claim('w1'))!;
    expect(again.attempts).toBe(2);
    expect(await queue.fail(db, again, 'boom', true)).toEqual({ kind: 'failed' });
    expect(await queue.claim('w1')).toBeNull();
    const { rows } = await db.query<{ status: string; last_error: string }>('SELECT status, last_error FROM jobs');
    expect(rows).toEqual([{ status: 'failed', last_error: 'boom' }]);
  });

  it('fails at once when the error cannot be retried', async () => {
    const queue = createDbJobQueue(db);
    await queue.enqueue(db, appId, 'report');
    expect(await queue.fail(db, (await queue.claim('w1'))!, 'corrupt', false)).toEqual({ kind: 'failed' });
  });

  it('gives a job whose lease ran out to another worker (its worker died)', async () => {
    const queue = createDbJobQueue(db, { leaseMs: 1 });
    await queue.enqueue(db, appId, 'report');
    const job = (await queue.claim('dead'))!;
    await new Promise((r) => setTimeout(r, 20));
    expect(await queue.claim('alive')).toMatchObject({ id: job.id, attempts: 2 });
  });

  it('does not give a job whose lease is kept to anyone else', async () => {
    const queue = createDbJobQueue(db, { leaseMs: 60_000 });
    await queue.enqueue(db, appId, 'report');
    const job = (await queue.claim('w1'))!;
    await queue.extend(job, 'w1');
    expect(await queue.claim('w2')).toBeNull();
  });

  it('releases every running job of a database it owns alone', async () => {
    const queue = createDbJobQueue(db);
    await queue.enqueue(db, appId, 'report');
    await queue.claim('before-restart');
    expect(await queue.releaseAll()).toBe(1);
    expect(await queue.claim('after-restart')).toMatchObject({ stage: 'report' });
  });

  it('completes a job inside the caller transaction', async () => {
    const queue = createDbJobQueue(db);
    await queue.enqueue(db, appId, 'report');
    const job = (await queue.claim('w1'))!;
    await expect(
      db.transaction(async (tx) => {
        await queue.complete(tx, job);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const { rows } = await db.query<{ status: string }>('SELECT status FROM jobs');
    expect(rows).toEqual([{ status: 'running' }]);
  });

  it('wakes a waiting worker when a job is queued', async () => {
    const queue = createDbJobQueue(db);
    const started = Date.now();
    const waiting = queue.waitForWork(10_000);
    await queue.enqueue(db, appId, 'report');
    await waiting;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
