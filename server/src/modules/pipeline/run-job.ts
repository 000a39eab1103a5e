import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db';
import { findApplication, saveStageResult, setApplicationStatus } from '../applications';
import type { ProgressBus } from '../realtime';
import type { FileReaders } from '../../platform/file-readers/file-readers';
import type { FileStore } from '../../platform/storage/file-store';
import type { JobQueue, StageJob } from './job-queue';
import type { StageHandlers } from './stage-handler';
import type { ObserveJob } from '../../platform/metrics/job-metrics';
import { createStageReporter, storeStageDone } from './stage-reporter';
import { StageError } from './stage-error';
import { nextStage } from './stages';
import { announceReport } from './report-notification';
import { refundFailedApplication } from '../commerce';
import type { NotificationRecord } from '../notifications';

export interface RunJobDeps {
  db: Db;
  queue: JobQueue;
  bus: ProgressBus;
  store: FileStore;
  readers: FileReaders;
  handlers: StageHandlers;
  log: FastifyBaseLogger;
  /** Records each attempt's duration and outcome (the job duration histogram of /api/metrics). */
  observeJob?: ObserveJob;
  /** Pushes a notification the pipeline stored to its owner's open sockets (absent in a worker-only process). */
  pushNotification?: (record: NotificationRecord) => void;
  now?: () => Date;
  /** Called after a failure refunded its credit, so cached balances are read again. */
  onCreditsChanged?: () => void;
}

/** What the user sees of an unexpected failure: nothing of its detail, and a reference support can find in the log. */
export const unexpectedFailureMessage = (jobId: string): string => `This step failed unexpectedly. Please try again later (reference ${jobId}).`;

/**
 * Runs one claimed job. Success writes the stage's result, completes the job and queues the next stage
 * (or marks the application completed) in one transaction, so a kill at any point either repeats the
 * stage or has finished it, never half. Failure retries with backoff, or fails the stage with −1.
 */
export async function runJob(deps: RunJobDeps, job: StageJob): Promise<void> {
  const { db, queue } = deps;
  // Every line about this job carries its ids, so one grep follows a job across retries and processes.
  const log = deps.log.child({ jobId: job.id, applicationId: job.applicationId, stage: job.stage });
  const application = await findApplication(db, job.applicationId);
  if (!application) return; // deleted while queued: its jobs went with it
  const report = createStageReporter(deps.bus, job.applicationId, job.stage, (err) => log.debug({ err }, 'progress not published'));
  if (application.status !== 'running') await setApplicationStatus(db, application.id, 'running');
  await report.progress(0, job.attempts > 1 ? `Starting again (attempt ${job.attempts} of ${job.maxAttempts})` : 'Starting');
  const started = Date.now();
  try {
    const outcome = await deps.handlers[job.stage]({ application, db, store: deps.store, readers: deps.readers, report, now: deps.now ?? (() => new Date()) });
    const next = nextStage(job.stage);
    const pushDone = await db.transaction(async (tx) => {
      await saveStageResult(tx, application.id, job.stage, outcome.result);
      const announced = job.stage === 'report' ? await announceReport(tx, application.id) : null;
      await queue.complete(tx, job);
      if (next) await queue.enqueue(tx, application.id, next);
      else await setApplicationStatus(tx, application.id, 'completed');
      const pushStage = await storeStageDone(deps.bus, tx, application.id, job.stage, outcome.message);
      return () => {
        pushStage();
        if (announced) deps.pushNotification?.(announced);
      };
    });
    pushDone();
    const ms = Date.now() - started;
    deps.observeJob?.(job.stage, 'done', ms);
    log.info({ ms }, 'stage finished');
  } catch (err) {
    if (!(await findApplication(db, job.applicationId))) return; // deleted mid-run: nothing left to fail
    const failure = err instanceof StageError ? err : new StageError('unknown_error', err instanceof Error ? err.message : String(err));
    // A StageError's message is written for the user; anything else may carry internals (SQL, paths),
    // so the user sees a generic line with the job as reference, and the detail stays in this log line.
    const published = err instanceof StageError ? failure.message : unexpectedFailureMessage(job.id);
    log.warn({ err, attempt: job.attempts }, 'stage failed');
    let refunded = false;
    const outcome = await db.transaction(async (tx) => {
      const o = await queue.fail(tx, job, failure.message, failure.retryable);
      if (o.kind === 'failed') {
        await setApplicationStatus(tx, application.id, 'failed');
        refunded = await refundFailedApplication(tx, application.id, (deps.now ?? (() => new Date()))());
      }
      return o;
    });
    if (refunded) deps.onCreditsChanged?.();
    deps.observeJob?.(job.stage, outcome.kind, Date.now() - started);
    if (outcome.kind === 'retry') await report.progress(0, `${published} — trying again in ${Math.round(outcome.delayMs / 1000)} s`);
    else await report.fail(failure.type, published);
  }
}
