import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../../platform/db/db';
import { retryDelayMs } from '../backoff';
import type { FailOutcome, JobQueue, StageJob } from '../job-queue';
import { isPipelineStage, type PipelineStage } from '../stages';

/** @table jobs */
interface JobRow {
  id: string;
  application_id: string;
  stage: string;
  attempts: number;
  max_attempts: number;
}

export interface DbJobQueueOptions {
  /** A claimed job's lease; the worker extends it while it runs, so only a dead worker lets it run out. */
  leaseMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
}

const toJob = (r: JobRow): StageJob => {
  if (!isPipelineStage(r.stage)) throw new Error(`job ${r.id} has an unknown stage ${r.stage}`);
  return { id: r.id, applicationId: r.application_id, stage: r.stage, attempts: r.attempts, maxAttempts: r.max_attempts };
};

/**
 * The jobs table as a queue (migration 007). A claim takes the oldest ready job — queued and due, or
 * running under a lease that ran out — with FOR UPDATE SKIP LOCKED, so any number of workers on one
 * database never take the same job and never wait on each other.
 */
export function createDbJobQueue(db: Db, options: DbJobQueueOptions = {}): JobQueue {
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 4;
  const retryBaseMs = options.retryBaseMs ?? 2000;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of waiters) w();
    waiters.clear();
  };

  return {
    async enqueue(tx: Queryable, applicationId: string, stage: PipelineStage) {
      await tx.query(`INSERT INTO jobs (id, application_id, stage, max_attempts) VALUES ($1, $2, $3, $4)`, [`job_${randomUUID()}`, applicationId, stage, maxAttempts]);
      // The caller's transaction may not have committed yet; a woken worker that finds nothing polls again.
      setImmediate(wake);
    },

    async claim(workerId) {
      const { rows } = await db.query<JobRow>(
        `UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = $1,
           locked_until = now() + ($2::int * interval '1 millisecond'), updated_at = now()
         WHERE id = (
           SELECT id FROM jobs
           WHERE (status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now())
           ORDER BY run_at, created_at
           LIMIT 1
           FOR UPDATE SKIP LOCKED
         )
         RETURNING id, application_id, stage, attempts, max_attempts`,
        [workerId, leaseMs],
      );
      return rows[0] ? toJob(rows[0]) : null;
    },

    async extend(job, workerId) {
      await db.query(`UPDATE jobs SET locked_until = now() + ($3::int * interval '1 millisecond') WHERE id = $1 AND locked_by = $2 AND status = 'running'`, [
        job.id,
        workerId,
        leaseMs,
      ]);
    },

    async complete(tx, job) {
      await tx.query(`UPDATE jobs SET status = 'done', locked_by = NULL, locked_until = NULL, updated_at = now() WHERE id = $1`, [job.id]);
    },

    async fail(tx, job, error, retryable): Promise<FailOutcome> {
      if (retryable && job.attempts < job.maxAttempts) {
        const delayMs = retryDelayMs(job.attempts, retryBaseMs);
        await tx.query(
          `UPDATE jobs SET status = 'queued', run_at = now() + ($2::int * interval '1 millisecond'), locked_by = NULL, locked_until = NULL,
             last_error = $3, updated_at = now() WHERE id = $1`,
          [job.id, delayMs, error],
        );
        return { kind: 'retry', delayMs };
      }
      await tx.query(`UPDATE jobs SET status = 'failed', locked_by = NULL, locked_until = NULL, last_error = $2, updated_at = now() WHERE id = $1`, [job.id, error]);
      return { kind: 'failed' };
    },

    async cancel(tx, applicationId) {
      await tx.query(`DELETE FROM jobs WHERE application_id = $1 AND status IN ('queued', 'failed')`, [applicationId]);
    },

    async releaseAll() {
      const { rows } = await db.query(`UPDATE jobs SET status = 'queued', run_at = now(), locked_by = NULL, locked_until = NULL WHERE status = 'running' RETURNING id`);
      return rows.length;
    },

    waitForWork(ms) {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        waiters.add(done);
      });
    },
  };
}
