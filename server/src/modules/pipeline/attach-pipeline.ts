import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config/config';
import { createLocalFileStore } from '../../platform/storage/local-file-store';
import type { FileStore } from '../../platform/storage/file-store';
import { classifyText } from '../cpc';
import { createBullmqJobQueue } from './bullmq-job-queue';
import { createDbJobQueue } from './repositories/db-job-queue';
import { createStageHandlers } from './handlers';
import type { JobQueue } from './job-queue';
import { startPipelineWorker, type PipelineWorker } from './worker';
import { registerQueueMetrics } from '../../platform/metrics/queue-metrics';
import { registerJobMetrics } from '../../platform/metrics/job-metrics';
import { failOrphanedStages } from './orphaned-stages';
import { pushNotification } from '../notifications';

declare module 'fastify' {
  interface FastifyInstance {
    jobQueue: JobQueue;
    fileStore: FileStore;
  }
}

/**
 * The queue and file store the routes use, and this process's pipeline workers (PIPELINE_WORKERS, one by
 * default). Workers start when the app is ready and finish their job in hand when it closes.
 */
export function attachPipeline(app: FastifyInstance, config: Readonly<Config>): void {
  // With Redis, BullMQ dispatches across processes (`pnpm worker`); the jobs table is the record either way.
  const leaseMs = config.pipelineLeaseMs;
  const bullmq = config.redisUrl ? createBullmqJobQueue(app.db, config.redisUrl, { leaseMs, prefix: config.queuePrefix, log: app.log }) : null;
  const queue: JobQueue = bullmq ?? createDbJobQueue(app.db, { leaseMs });
  const store = createLocalFileStore(join(config.dataDir, 'files'));
  app.decorate('jobQueue', queue);
  app.decorate('fileStore', store);
  registerQueueMetrics(app.metrics, { db: app.db, dispatchWaiting: bullmq ? () => bullmq.dispatchWaiting() : undefined });
  const observeJob = registerJobMetrics(app.metrics);
  // attachFileReaders and attachSearch run first (app.ts): the priorArt stage searches and classifies with the app's search.
  const search = app.patentSearch;
  const handlers = createStageHandlers({
    llm: config.llm ?? null,
    priorArt: { search, classify: (text) => classifyText({ db: app.db, search, model: app.cpcModel }, text) },
  });
  const workers: PipelineWorker[] = [];
  app.addHook('onReady', async () => {
    const failed = await failOrphanedStages(app.db, app.progressBus);
    if (failed > 0) app.log.warn({ failed }, 'failed stages left running with no job to finish them');
    for (let i = 0; i < config.pipelineWorkers; i++) {
      // Only the first worker of a process that owns its database may release jobs a dead process left.
      workers.push(
        startPipelineWorker({ db: app.db, queue, bus: app.progressBus, store, readers: app.fileReaders, handlers, log: app.log, observeJob, pushNotification: (record) => pushNotification(app, app.log, record), onCreditsChanged: () => app.accessSignal.changed() }, { exclusive: i === 0 && app.db.kind === 'pglite', heartbeatMs: leaseMs / 4 }),
      );
    }
  });
  app.addHook('onClose', async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await bullmq?.close();
  });
}
