import type { Db } from '../../../platform/db/db';
import { openTestDatabase } from '../../../../test/test-database';
import { insertCorpus, insertScheme, readCorpusSlice, readSchemeSlice } from '../../../../test/cpc-fixtures';
import { createPostgresPatentSearch } from '../../search/postgres-patent-search';
import { classify } from './classify-text';
import { createCpcModelService, MIN_TRAINING_DOCUMENTS } from './cpc-model-service';
import { createWorkerTrainer, type CpcTrainer } from './model/train-in-worker';

const quiet = { info: () => undefined, warn: () => undefined };
const neverTrains: CpcTrainer = {
  train: () => Promise.reject(new Error('must not train')),
  close: async () => undefined,
};

describe('CPC model service (worker training, persistence, retraining)', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertScheme(db, readSchemeSlice(['G06N', 'G06F', 'H04L', 'G10L']));
  });
  afterAll(() => db.close());

  it('does not train on fewer documents than teach anything', async () => {
    await insertCorpus(db, readCorpusSlice(MIN_TRAINING_DOCUMENTS - 1));
    const service = createCpcModelService({ db, search: null, trainer: neverTrains, log: quiet });
    await service.start();
    await service.trainIfStale();
    expect(service.current()).toBeNull();
    await service.close();
  });

  it('trains in a worker, serves calibrated predictions, stores the model, and a restart loads it without training', async () => {
    await db.query('DELETE FROM patents');
    const docs = readCorpusSlice(400);
    await insertCorpus(db, docs);
    const search = createPostgresPatentSearch({ db });
    const service = createCpcModelService({ db, search, trainer: createWorkerTrainer(), log: quiet });
    await service.start();
    expect(service.current()).toBeNull();
    await service.trainIfStale();
    expect(service.current()).not.toBeNull();
    expect(service.status()).toMatchObject({ documents: docs.filter((d) => d.cpc.length > 0).length, training: false });
    expect(service.status().subclasses).toBeGreaterThan(10);
    const answer = await classify({ db, search, model: service }, 'A speech recogniser: an acoustic model scores phonemes and a language model scores word sequences');
    expect(answer.calibrated).toBe(true);
    expect(answer.predictions[0]!.symbol).toBe('G10L');
    await service.close();

    const restarted = createCpcModelService({ db, search, trainer: neverTrains, log: quiet });
    await restarted.start();
    await restarted.trainIfStale();
    expect(restarted.current()!.model.subclasses).toEqual(service.current()!.model.subclasses);
    expect(restarted.status().trainedAt).not.toBeNull();
    await restarted.close();
  });

  it('retrains after the corpus grows, once the imports stop for the debounce time, keeping one stored model', async () => {
    const search = createPostgresPatentSearch({ db });
    let trainings = 0;
    const worker = createWorkerTrainer();
    const counting: CpcTrainer = { train: (d, s) => (trainings++, worker.train(d, s)), close: () => worker.close() };
    const service = createCpcModelService({ db, search, trainer: counting, log: quiet, debounceMs: 50 });
    await service.start();
    const before = service.status().documents;
    await insertCorpus(db, readCorpusSlice(460).slice(400));
    service.requestTraining();
    service.requestTraining();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await service.idle();
    expect(trainings).toBe(1);
    expect(service.status().documents).toBeGreaterThan(before);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cpc_models');
    expect(rows[0]!.n).toBe(1);
    await service.close();
  });
});
