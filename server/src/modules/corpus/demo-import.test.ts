import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db';
import { openTestDatabase } from '../../../test/test-database';
import { countPatents } from './repositories/patents';
import { shippedCorpusSlice } from '../../../test/demo-corpus-slice';
import { createImportTracker } from '../search/corpus-load';
import { USE_LITE_MODEL } from '../search/local-embedder';
import { normalize } from '../search/unit-vector';
import { encodeVectorFile, vectorFileName } from '../search/vector-file';
import { pendingDocs, storedVectors, vectorCounts } from '../search/repositories/vector-store';
import { classify } from '../cpc/classification/classify-text';
import { createCpcModelService } from '../cpc/classification/cpc-model-service';
import type { CpcTrainer } from '../cpc/classification/model/train-in-worker';
import { encodeCpcModel } from '../cpc/classification/model/cpc-model-codec';
import { CPC_MODEL_FILE_NAME, encodeCpcModelFile, trainingTextsHash } from '../cpc/classification/model/cpc-model-file';
import { trainCpcModel } from '../cpc/classification/model/cpc-model';
import { readTrainingTexts } from '../cpc/repositories/cpc-models';
import { createPostgresPatentSearch } from '../search/postgres-patent-search';
import { importDemoCorpus } from './demo-import';
import { importCorpus } from './import-corpus';
import { SHARED_DATA } from './test-data';

/** Collects what the import logs, as Fastify's logger would print it. */
function recordingLog(): { log: FastifyBaseLogger; messages: string[] } {
  const messages: string[] = [];
  const write = (_: unknown, message?: string) => messages.push(message ?? String(_));
  const log = { info: write, warn: write, error: write } as unknown as FastifyBaseLogger;
  return { log, messages };
}

describe('demo corpus import', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => db.close());

  const dir = mkdtempSync(join(tmpdir(), 'iprism-demo-corpus-'));
  cpSync(join(SHARED_DATA, 'patentsview-abstracts-koehrsen', 'baseball_patent_query.csv'), join(dir, 'baseball.csv'));

  it('does nothing without DEMO, with the import switched off, or when the folder is absent', async () => {
    const { log, messages } = recordingLog();
    expect(await importDemoCorpus(db, { demo: false, corpusDemo: { import: true, dir } }, log)).toBeNull();
    expect(await importDemoCorpus(db, { demo: true, corpusDemo: { import: false, dir } }, log)).toBeNull();
    expect(await importDemoCorpus(db, { demo: true, corpusDemo: { import: true, dir: join(dir, 'absent') } }, log)).toBeNull();
    expect(messages).toEqual(['demo corpus folder not found; the patent corpus stays empty']);
    expect(await countPatents(db)).toBe(0);
  });

  it('fills an empty corpus while the database keeps answering, then leaves a filled corpus alone', async () => {
    const { log, messages } = recordingLog();
    const running = importDemoCorpus(db, { demo: true, corpusDemo: { import: true, dir } }, log);
    let finished = false;
    void running.then(() => (finished = true));
    // Another request meanwhile is answered between two batches, not after the whole import.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answered = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM patents`);
    expect(finished).toBe(false);
    expect(answered.rows[0]!.n).toBeLessThan(2664);
    const summary = await running;
    expect(summary).toMatchObject({ status: 'completed', imported: 2664 });
    expect(messages).toEqual(expect.arrayContaining(['importing the demo patent corpus in the background', 'demo corpus import finished']));
    expect(await importDemoCorpus(db, { demo: true, corpusDemo: { import: true, dir } }, log)).toBeNull();
  });
});

describe('demo corpus import with shipped vectors', () => {
  const unit = (seed: number) => normalize(Array.from({ length: 512 }, (_, d) => Math.sin(seed * 7.1 + d * 0.37)));
  const cosine = (a: ArrayLike<number>, b: ArrayLike<number>) => Array.from(a).reduce((sum, x, i) => sum + x * b[i]!, 0);

  it('stores the vectors of documents whose text is unchanged and leaves the rest to the indexer, while the corpus reads as loading', async () => {
    const dir = shippedCorpusSlice(30);
    // What the build writes: the hashes the indexer reads, after the same import elsewhere; one document's text changed since.
    const source = await openTestDatabase();
    await importCorpus(source, dir);
    const docs = await pendingDocs(source, USE_LITE_MODEL, '', 100);
    await source.close();
    expect(docs).toHaveLength(30);
    const shipped = docs.map((d, i) => ({ id: d.id, hash: i === 0 ? 'changed' : d.hash, vector: unit(i) }));
    writeFileSync(join(dir, vectorFileName(USE_LITE_MODEL)), encodeVectorFile({ model: USE_LITE_MODEL, dimensions: 512, vectors: shipped }));

    const db = await openTestDatabase();
    try {
      const tracker = createImportTracker();
      const trackedWhenAsked: unknown[] = [];
      const requestIndexing = jest.fn(() => void trackedWhenAsked.push(tracker.current()));
      const { log, messages } = recordingLog();
      const summary = await importDemoCorpus(db, { demo: true, corpusDemo: { import: true, dir } }, log, { vectors: { model: USE_LITE_MODEL, requestIndexing }, tracker });
      // The vector file is no corpus file: not read as records, not skipped as an unknown format.
      expect(summary).toMatchObject({ status: 'completed', imported: 30, rejected: 0, skipped: [] });
      expect(messages).toContain('shipped search vectors stored');
      expect(await vectorCounts(db, USE_LITE_MODEL)).toEqual({ documents: 30, embedded: 29 });
      expect((await pendingDocs(db, USE_LITE_MODEL, '', 100)).map((d) => d.id)).toEqual([docs[0]!.id]);
      const stored = await storedVectors(db, USE_LITE_MODEL, '', 100);
      for (const v of stored) expect(cosine(v.vector, shipped.find((s) => s.id === v.id)!.vector)).toBeGreaterThanOrEqual(0.999);
      // The indexer is asked while the import still counts as running (no moment of "ready" without the vectors loaded).
      expect(trackedWhenAsked).toEqual([{ expected: 30 }]);
      expect(tracker.current()).toBeNull();
    } finally {
      await db.close();
    }
  }, 120_000);

  it('ignores vectors of another model', async () => {
    const dir = shippedCorpusSlice(5);
    writeFileSync(join(dir, vectorFileName('other-model')), encodeVectorFile({ model: 'other-model', dimensions: 512, vectors: [] }));
    const db = await openTestDatabase();
    try {
      const requestIndexing = jest.fn();
      await importDemoCorpus(db, { demo: true, corpusDemo: { import: true, dir } }, recordingLog().log, { vectors: { model: USE_LITE_MODEL, requestIndexing } });
      expect(await vectorCounts(db, USE_LITE_MODEL)).toEqual({ documents: 5, embedded: 0 });
      expect(requestIndexing).toHaveBeenCalledTimes(1);
    } finally {
      await db.close();
    }
  });
});

describe('demo corpus import with a shipped CPC model', () => {
  const quiet = { info: () => undefined, warn: () => undefined };
  const neverTrains: CpcTrainer = { train: () => Promise.reject(new Error('must not train')), close: async () => undefined };

  /** A corpus slice with a small model trained on it, as `pnpm corpus:build-demo-cpc-model` writes it. */
  async function sliceWithModel(count: number): Promise<string> {
    const dir = shippedCorpusSlice(count, 'uspto-random-grants.jsonl.gz');
    const source = await openTestDatabase();
    await importCorpus(source, dir);
    const texts = await readTrainingTexts(source);
    await source.close();
    const model = trainCpcModel(texts.documents, texts.scheme);
    const { documents } = texts;
    const file = { corpusHash: trainingTextsHash(texts), documents: documents.length, subclasses: model.subclasses.length, trainingMs: 1, calibration: { weights: [-3, 0.3, 4, 1, 1], samples: 10 }, model: encodeCpcModel(model) };
    writeFileSync(join(dir, CPC_MODEL_FILE_NAME), encodeCpcModelFile(file));
    return dir;
  }

  it('serves the model shipped for exactly this corpus: classify is calibrated once the import ends, without training, and stays so after a restart', async () => {
    const dir = await sliceWithModel(150);
    const db = await openTestDatabase();
    try {
      const search = createPostgresPatentSearch({ db });
      const service = createCpcModelService({ db, search, trainer: neverTrains, log: quiet });
      await service.start();
      const { log, messages } = recordingLog();
      // The model file is no corpus file either.
      expect(await importDemoCorpus(db, { demo: true, corpusDemo: { import: true, dir } }, log, { cpcModel: service })).toMatchObject({ imported: 150, rejected: 0, skipped: [] });
      expect(messages).not.toContain('the shipped CPC model was trained on another corpus; the model will be trained');
      expect(service.status()).toMatchObject({ documents: 150, training: false });
      expect((await classify({ db, search, model: service }, 'A battery pack with lithium cells and a cooling plate')).calibrated).toBe(true);
      // What main.ts asks after the import finds the model current.
      await service.trainIfStale();
      await service.close();

      const restarted = createCpcModelService({ db, search, trainer: neverTrains, log: quiet });
      await restarted.start();
      await restarted.trainIfStale();
      expect(restarted.current()?.model.subclasses).toEqual(service.current()!.model.subclasses);
      await restarted.close();
    } finally {
      await db.close();
    }
  }, 120_000);

  it('leaves a model shipped for another corpus to training', async () => {
    const dir = shippedCorpusSlice(20, 'uspto-random-grants.jsonl.gz');
    writeFileSync(join(dir, CPC_MODEL_FILE_NAME), encodeCpcModelFile({ corpusHash: 'another corpus', documents: 1, subclasses: 1, trainingMs: 1, calibration: { weights: [0, 0, 0, 0, 0], samples: 0 }, model: Buffer.alloc(0) }));
    const db = await openTestDatabase();
    try {
      const service = createCpcModelService({ db, search: null, trainer: neverTrains, log: quiet });
      const { log, messages } = recordingLog();
      await importDemoCorpus(db, { demo: true, corpusDemo: { import: true, dir } }, log, { cpcModel: service });
      expect(messages).toContain('the shipped CPC model was trained on another corpus; the model will be trained');
      expect(service.current()).toBeNull();
      await service.close();
    } finally {
      await db.close();
    }
  });
});
