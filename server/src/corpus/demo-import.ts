import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/db';
import type { PostgresDb } from '../db/postgres';
import { countPatents } from '../db/repositories/patents';
import type { FileReaders } from '../file-readers/file-readers';
import type { CorpusImportTracker } from '../search/corpus-load';
import { readShippedVectors, writeShippedVectors } from '../search/shipped-vectors';
import type { ShippedVector } from '../search/vector-file';
import type { VectorSearch } from '../search/vector-search';
import { importCorpus, type ImportSummary } from './import-corpus';

const PROGRESS_LOG_MS = 5000;

export interface DemoImportOptions {
  readers?: FileReaders;
  /** The search's vector side: vectors shipped for its model are stored, then its indexer asked to run. */
  vectors?: Pick<VectorSearch, 'model' | 'requestIndexing'>;
  /** Told while the import runs (search and classify answers say the corpus is loading). */
  tracker?: CorpusImportTracker;
}

/**
 * The demo start fills an empty corpus from the shared data in the background, after the server
 * listens; the import yields between batches so requests are served meanwhile. Vectors shipped with the
 * corpus (`vectors-<model>.bin.gz`) are stored with it, so the indexer only embeds documents without one.
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

async function importIntoEmptyCorpus(db: Db, config: Pick<Config, 'corpusDemo'>, log: FastifyBaseLogger, { readers, vectors, tracker }: DemoImportOptions): Promise<ImportSummary | null> {
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
