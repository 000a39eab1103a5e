import { ConfigError, loadConfig } from './platform/config/config';
import { openDatabase } from './platform/db/open';
import { buildApp } from './app';
import { RedisUnavailableError } from './platform/redis/connect-redis';
import { workerConfigProblems } from './modules/pipeline';

/**
 * `pnpm worker`: pipeline workers as their own process, beside API nodes started with PIPELINE_WORKERS=0.
 * It builds the same app (stage handlers, search, progress bus with the socket Redis adapter) and never
 * listens: jobs arrive through BullMQ, progress leaves through Redis to the nodes browsers are on.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig({ ...process.env, PIPELINE_WORKERS: process.env.PIPELINE_WORKERS ?? '1' });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const problems = workerConfigProblems(config);
  if (problems.length) {
    console.error(`pnpm worker cannot start:\n- ${problems.join('\n- ')}`);
    process.exit(78);
  }
  const db = await openDatabase(config);
  const app = await buildApp({ config, db, serveStatic: false });
  await app.ready();
  app.log.info({ workers: config.pipelineWorkers }, 'iPrism pipeline worker is ready');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'worker shutting down after the jobs in hand');
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs);
    force.unref();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  // A missing Redis is an operator's fix, not a bug: its message says what to do, a stack would bury it.
  console.error(err instanceof RedisUnavailableError ? err.message : err);
  process.exit(1);
});
