import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobQueue } from './job-queue';
import { runJob, type RunJobDeps } from './run-job';

export interface PipelineWorker {
  /** Finishes the job in hand, then stops claiming. */
  stop(): Promise<void>;
}

export interface WorkerOptions {
  /** How often an idle worker looks for due jobs (retries, expired leases). */
  idleMs?: number;
  /** Lease heartbeat; well under the queue's lease. */
  heartbeatMs?: number;
  /** The database is this process's alone (PGlite): jobs left running by a dead process are released at once. */
  exclusive?: boolean;
}

/** One job at a time: the report stage is CPU-bound, and a 2-core node also serves the API. */
export function startPipelineWorker(deps: RunJobDeps & { queue: JobQueue }, options: WorkerOptions = {}): PipelineWorker {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const idleMs = options.idleMs ?? 1000;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  let running = true;

  const loop = async () => {
    if (options.exclusive) {
      const released = await deps.queue.releaseAll();
      if (released > 0) deps.log.info({ released }, 'resumed jobs left running by a stopped process');
    }
    while (running) {
      try {
        const job = await deps.queue.claim(workerId);
        if (!job) {
          await deps.queue.waitForWork(idleMs);
          continue;
        }
        const heartbeat = setInterval(() => void deps.queue.extend(job, workerId).catch(() => undefined), heartbeatMs);
        try {
          await runJob(deps, job);
        } finally {
          clearInterval(heartbeat);
        }
      } catch (err) {
        // The database went away or closed: back off and try again rather than spin.
        if (!running) break;
        deps.log.error({ err }, 'pipeline worker error');
        await new Promise((r) => setTimeout(r, idleMs));
      }
    }
  };
  const done = loop();
  return {
    async stop() {
      running = false;
      await done;
    },
  };
}
