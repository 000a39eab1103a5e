import { ConfigError, loadConfig } from './platform/config/config';
import { mailSettingProblem } from './platform/config/mail-setting';
import { setPasswordHashCost } from './modules/auth';
import { openDatabase } from './platform/db/open';
import { buildApp } from './app';
import { RedisUnavailableError } from './platform/redis/connect-redis';
import { printDemoAccounts, refreshDemoPriorArt, seedDemo, seedDemoApplications, seedDemoScout } from './modules/demo';
import { importDemoCorpus } from './modules/corpus';
import { acquireDataDir, DataDirInUseError } from './platform/db/data-dir-lock';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const mailProblem = mailSettingProblem(config);
  if (mailProblem) {
    console.error(mailProblem);
    process.exit(78);
  }
  setPasswordHashCost(config.passwordHashCost);
  // The embedded database allows one process per data directory (a corpus import from the CLI is another).
  let releaseDataDir: () => void;
  try {
    // A PostgreSQL server takes many nodes on one DATA_DIR (shared files); only PGlite needs the lock.
    releaseDataDir = config.databaseUrl ? () => undefined : acquireDataDir(config.dataDir, 'server');
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(err.holder.role === 'server' ? `Another iPrism server is running on ${config.dataDir} (pid ${err.holder.pid}).` : err.message);
      process.exit(1);
    }
    throw err;
  }
  process.on('exit', () => releaseDataDir());
  const db = await openDatabase(config);
  // After migrate (openDatabase), before the app serves: demo sign-ins must work from the first request.
  if (config.demo) await seedDemo(db, config.demoPassword);
  const app = await buildApp({ config, db });
  if (config.demo) printDemoAccounts(app.log, config.demoPassword);
  // The demo applications go through the real pipeline, which needs the app's store, queue and readers.
  if (config.demo) {
    await seedDemoApplications({ db, store: app.fileStore, queue: app.jobQueue, readers: app.fileReaders, bus: app.progressBus }).catch((err: unknown) =>
      app.log.error({ err }, 'demo applications not uploaded'),
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    app.beginShutdown();
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: `http://localhost:${config.port}`, database: db.kind, demo: config.demo }, 'iPrism is ready');
  // Documents imported after start are embedded for search once the import is done (the demo import asks),
  // and the CPC model retrained if the labelled corpus changed (here or through `pnpm corpus:import` while
  // the server was down), after the vectors are in: its calibration runs the search the classifier uses.
  void importDemoCorpus(db, config, app.log, { readers: app.fileReaders, vectors: app.vectorSearch, tracker: app.corpusLoad.imports, cpcModel: app.cpcModel }).then(async (summary) => {
    // Sample watches and a portfolio need the corpus: after its import, or at once when it was there already.
    if (config.demo) void seedDemoScout(db).catch((err: unknown) => app.log.warn({ err }, 'demo watches and portfolio not seeded'));
    if (summary) await app.vectorSearch.idle();
    if (summary && config.demo) {
      void refreshDemoPriorArt({ db, queue: app.jobQueue, bus: app.progressBus }).catch((err: unknown) => app.log.warn({ err }, 'demo prior art not refreshed'));
    }
    void app.cpcModel.trainIfStale();
  });
  void app.fileReaders.warmUp().catch((err: unknown) => app.log.warn({ err }, 'file reader warm-up failed'));
}

main().catch((err: unknown) => {
  // A missing Redis is an operator's fix, not a bug: its message says what to do, a stack would bury it.
  console.error(err instanceof RedisUnavailableError ? err.message : err);
  process.exit(1);
});
