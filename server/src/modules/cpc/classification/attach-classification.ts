import type { FastifyInstance } from 'fastify';
import { ADVISORY_LOCKS } from '../../../platform/db/advisory-locks';
import type { PostgresDb } from '../../../platform/db/postgres';
import { createCpcModelService, type CpcModelService } from './cpc-model-service';
import { createWorkerTrainer } from './model/train-in-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The corpus CPC model: classification reads `current()`; `trainIfStale()` after an import. */
    cpcModel: CpcModelService;
  }
}

/** Decorates the app with the CPC model service (after attachSearch: calibration uses the app's search). */
export function attachClassification(app: FastifyInstance): void {
  const db = app.db;
  const exclusive = db.kind === 'postgres' ? (fn: () => Promise<void>) => (db as PostgresDb).tryAdvisoryLock(ADVISORY_LOCKS.cpcModelTraining, fn) : undefined;
  const service = createCpcModelService({ db, search: app.patentSearch, trainer: createWorkerTrainer(), log: app.log, exclusive });
  app.decorate('cpcModel', service);
  app.addHook('onReady', () => service.start());
  app.addHook('onClose', () => service.close());
}
