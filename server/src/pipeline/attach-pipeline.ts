import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { createLocalFileStore } from '../storage/local-file-store';
import type { FileStore } from '../storage/file-store';
import { createDbJobQueue } from './db-job-queue';
import { createStageHandlers } from './handlers';
import type { JobQueue } from './job-queue';
import { startPipelineWorker, type PipelineWorker } from './worker';

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
  const queue = createDbJobQueue(app.db);
  const store = createLocalFileStore(join(config.dataDir, 'files'));
  app.decorate('jobQueue', queue);
  app.decorate('fileStore', store);
  const handlers = createStageHandlers({ llm: config.llm ?? null });
  const workers: PipelineWorker[] = [];
  app.addHook('onReady', async () => {
    for (let i = 0; i < config.pipelineWorkers; i++) {
      // Only the first worker of a process that owns its database may release jobs a dead process left.
      workers.push(startPipelineWorker({ db: app.db, queue, bus: app.progressBus, store, handlers, log: app.log }, { exclusive: i === 0 && app.db.kind === 'pglite' }));
    }
  });
  app.addHook('onClose', async () => {
    await Promise.all(workers.map((w) => w.stop()));
  });
}
