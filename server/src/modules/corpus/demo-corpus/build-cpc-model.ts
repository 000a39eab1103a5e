import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CPC_MODEL_FILE_NAME, createCpcModelService, createWorkerTrainer, encodeCpcModelFile, latestCpcModel, readTrainingTexts, trainingTextsHash } from '../../cpc';
import { migrate } from '../../../platform/db/migrate';
import { openPglite } from '../../../platform/db/pglite';
import { createLocalEmbedder, createPostgresPatentSearch, createVectorSearch, readShippedVectors, writeShippedVectors } from '../../search';
import { importCorpus } from '../import-corpus';
import { demoCorpusDirArg } from './dir-arg';

const USAGE = 'Usage: pnpm corpus:build-demo-cpc-model [--dir <demo corpus folder>]';
const log = { info: (obj: unknown, msg?: string) => console.log(msg ?? obj), warn: (obj: unknown, msg?: string) => console.warn(msg ?? obj, msg ? obj : '') };

/**
 * The CPC model a demo start would train, trained once: the shipped records are imported by the product's
 * importer into an in-memory database with the shipped vectors (build them first: `pnpm
 * corpus:build-demo-vectors`), and the model is trained and calibrated by the product's service with the fused
 * search a start has once its vectors are in.
 */
export async function buildDemoCpcModel(dir: string): Promise<{ file: string; documents: number; subclasses: number; bytes: number }> {
  const db = await openPglite();
  const embedder = createLocalEmbedder();
  const vectors = createVectorSearch({ db, embedder, log });
  const service = createCpcModelService({ db, search: createPostgresPatentSearch({ db, semantic: vectors.semantic }), trainer: createWorkerTrainer(), log });
  try {
    await migrate(db);
    const summary = await importCorpus(db, dir);
    if (summary.status !== 'completed') throw new Error(`the demo corpus did not import: ${summary.error}`);
    const shipped = readShippedVectors(dir, embedder.model);
    if (shipped) console.log(`${await writeShippedVectors(db, embedder.model, shipped)} of ${summary.imported} shipped vectors stored`);
    await vectors.start();
    await vectors.idle();
    await service.trainIfStale();
    const trained = await latestCpcModel(db);
    if (!trained) throw new Error('no CPC model was trained (too few labelled documents?)');
    const bytes = encodeCpcModelFile({
      corpusHash: trainingTextsHash(await readTrainingTexts(db)),
      documents: trained.documents,
      subclasses: trained.subclasses,
      trainingMs: trained.trainingMs,
      calibration: trained.calibration,
      model: trained.model,
    });
    const file = join(dir, CPC_MODEL_FILE_NAME);
    writeFileSync(file, bytes);
    return { file, documents: trained.documents, subclasses: trained.subclasses, bytes: bytes.length };
  } finally {
    await service.close();
    await vectors.close();
    await embedder.close();
    await db.close();
  }
}

if (require.main === module) {
  buildDemoCpcModel(demoCorpusDirArg(process.argv.slice(2), USAGE))
    .then(({ file, documents, subclasses, bytes }) => console.log(`${file}: trained on ${documents} documents, ${subclasses} subclasses, ${(bytes / 1024).toFixed(0)} KiB`))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
