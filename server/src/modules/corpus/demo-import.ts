import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { CpcModelService } from '../cpc';
import { CPC_MODEL_FILE_NAME, decodeCpcModelFile, type CpcModelFile } from '../cpc';
import type { Config } from '../../platform/config/config';
import { ADVISORY_LOCKS } from '../../platform/db/advisory-locks';
import type { Db } from '../../platform/db/db';
import type { PostgresDb } from '../../platform/db/postgres';
import { countPatents } from './repositories/patents';
import type { FileReaders } from '../../platform/file-readers/file-readers';
import type { CorpusImportTracker, ShippedVector, VectorSearch } from '../search';
import { readShippedVectors, writeShippedVectors } from '../search';
import { importCorpus, type ImportSummary } from './import-corpus';

const PROGRESS_LOG_MS = 5000;

export interface DemoImportOptions {
  readers?: FileReaders;
  /** The search's vector side: vectors shipped for its model are stored, then its indexer asked to run. */
  vectors?: Pick<VectorSearch, 'model' | 'requestIndexing'>;
  /** Told while the import runs (search and classify answers say the corpus is loading). */
  tracker?: CorpusImportTracker;
  /** The CPC model: a model shipped for exactly this corpus is served instead of training one. */
  cpcModel?: Pick<CpcModelService, 'adoptShipped'>;
}

/**
 * The demo start fills an empty corpus from the shared data in the background, after the server
 * listens; the import yields between batches so requests are served meanwhile. Vectors shipped with the
 * corpus (`vectors-<model>.bin.gz`) are stored with it, so the indexer only embeds documents without one, and
 * the CPC model shipped with it (`cpc-model.bin.gz`) is served when the corpus is the one it was trained on.
 * Resolves with the summary (null when skipped); failures are logged, never thrown.
 */
export async function importDemoCorpus(db: Db, config: Pick<Config, 'demo' | 'corpusDemo'>, log: FastifyBaseLogger, options: DemoImportOptions = {}): Promise<ImportSummary | null> {
  if (!config.demo || !config.corpusDemo.import) return null;
  // Nodes of one deployment start together: one imports, the others find the corpus there and skip.
  if (db.kind === 'postgres') {
    let summary: ImportSummary | null = null;
    try {
      const ran = await (db as PostgresDb).tryAdvisoryLock(ADVISORY_LOCKS.demoCorpus, async () => {
        summary = await importIntoEmptyCorpus(db, config, log, options);
      });
      if (!ran) log.info('another node is importing the demo patent corpus');
    } catch (err) {
      log.error({ err }, 'demo corpus import failed');
    }
    return summary;
  }
  return importIntoEmptyCorpus(db, config, log, options);
}

/** A damaged vector file costs the time to embed, never the import. */
function shippedVectors(dir: string, model: string, log: FastifyBaseLogger): ShippedVector[] | null {
  try {
    return readShippedVectors(dir, model);
  } catch (err) {
    log.warn({ err, dir }, 'the shipped search vectors could not be read; the documents will be embedded');
    return null;
  }
}

/** The same for the shipped CPC model: without it, the model is trained as after any import. */
function shippedCpcModel(dir: string, log: FastifyBaseLogger): CpcModelFile | null {
  const file = join(dir, CPC_MODEL_FILE_NAME);
  if (!existsSync(file)) return null;
  try {
    return decodeCpcModelFile(readFileSync(file));
  } catch (err) {
    log.warn({ err, file }, 'the shipped CPC model could not be read; the model will be trained');
    return null;
  }
}

async function adoptShippedCpcModel(dir: string, cpcModel: Pick<CpcModelService, 'adoptShipped'>, log: FastifyBaseLogger): Promise<void> {
  const shipped = shippedCpcModel(dir, log);
  if (!shipped) return;
  try {
    if (!(await cpcModel.adoptShipped(shipped))) log.info('the shipped CPC model was trained on another corpus; the model will be trained');
  } catch (err) {
    log.warn({ err }, 'the shipped CPC model could not be used; the model will be trained');
  }
}

async function importIntoEmptyCorpus(db: Db, config: Pick<Config, 'corpusDemo'>, log: FastifyBaseLogger, { readers, vectors, tracker, cpcModel }: DemoImportOptions): Promise<ImportSummary | null> {
  let tracking = false;
  try {
    if ((await countPatents(db)) > 0) return null;
    const dir = config.corpusDemo.dir;
    if (!existsSync(dir)) {
      log.info({ dir }, 'demo corpus folder not found; the patent corpus stays empty');
      return null;
    }
    log.info({ dir }, 'importing the demo patent corpus in the background');
    const shipped = vectors?.model ? shippedVectors(dir, vectors.model, log) : null;
    tracker?.begin(shipped?.length ?? null);
    tracking = true;
    let lastLog = 0;
    const summary = await importCorpus(db, dir, {
      readers,
      onProgress: (p) => {
        if (Date.now() - lastLog < PROGRESS_LOG_MS) return;
        lastLog = Date.now();
        log.info({ files: `${p.filesDone}/${p.filesTotal}`, records: p.records, imported: p.imported, updated: p.updated, rejected: p.rejected }, 'demo corpus import progress');
      },
    });
    const { imported, updated, rejected, cpcSymbols, seconds, status, error } = summary;
    log.info({ status, imported, updated, rejected, cpcSymbols, seconds, error }, 'demo corpus import finished');
    if (shipped && vectors?.model) {
      const written = await writeShippedVectors(db, vectors.model, shipped);
      log.info({ model: vectors.model, written, shipped: shipped.length }, 'shipped search vectors stored');
    }
    if (cpcModel) await adoptShippedCpcModel(dir, cpcModel, log);
    vectors?.requestIndexing();
    return summary;
  } catch (err) {
    log.error({ err }, 'demo corpus import failed');
    return null;
  } finally {
    // After the indexer is asked to run: the corpus reads as loading until the vectors are in the index.
    if (tracking) tracker?.end();
  }
}
