import type { Queryable } from '../../platform/db/db';
import type { PipelineStage } from './stages';

export interface StageJob {
  id: string;
  applicationId: string;
  stage: PipelineStage;
  /** Attempts so far, this one included. */
  attempts: number;
  maxAttempts: number;
}

export type FailOutcome = { kind: 'retry'; delayMs: number } | { kind: 'failed' };

/**
 * The pipeline's queue. The embedded default keeps jobs in the database (db-job-queue.ts). Every call
 * that changes a job takes the caller's transaction, so a job moves together with the stage results and
 * application status written beside it.
 */
export interface JobQueue {
  enqueue(tx: Queryable, applicationId: string, stage: PipelineStage): Promise<void>;
  /** The next runnable job, leased to `workerId`, or null when none is ready. */
  claim(workerId: string): Promise<StageJob | null>;
  /** Keeps a long job's lease (a live worker's job is never claimed by another). */
  extend(job: StageJob, workerId: string): Promise<void>;
  complete(tx: Queryable, job: StageJob): Promise<void>;
  /** Schedules another attempt with backoff, or fails the job for good when it may not or cannot retry. */
  fail(tx: Queryable, job: StageJob, error: string, retryable: boolean): Promise<FailOutcome>;
  /** Drops queued and failed jobs of an application (a re-run replaces them). */
  cancel(tx: Queryable, applicationId: string): Promise<void>;
  /**
   * Returns every running job to the queue at once. Only for a database no other worker can reach
   * (embedded PGlite): there a running job after a restart belongs to a process that died.
   */
  releaseAll(): Promise<number>;
  /** Resolves when a job may be ready (after an enqueue in this process, or after `ms`). */
  waitForWork(ms: number): Promise<void>;
}
