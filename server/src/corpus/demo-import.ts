import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/db';
import type { PostgresDb } from '../db/postgres';
import { countPatents } from '../db/repositories/patents';
import type { FileReaders } from '../file-readers/file-readers';
import { importCorpus, type ImportSummary } from './import-corpus';

const PROGRESS_LOG_MS = 5000;

/**
 * The demo start fills an empty corpus from the shared data in the background, after the server
 * listens; the import yields between batches so requests are served meanwhile. Resolves with the summary
 * (null when skipped); failures are logged, never thrown.
 */
export async function importDemoCorpus(db: Db, config: Pick<Config, 'demo' | 'corpusDemo'>, log: FastifyBaseLogger, readers?: FileReaders): Promise<ImportSummary | null> {
  if (!config.demo || !config.corpusDemo.import) return null;
  // Nodes of one deployment start together: one imports, the others find the corpus there and skip.
  if (db.kind === 'postgres') {
    let summary: ImportSummary | null = null;
    try {
      const ran = await (db as PostgresDb).tryAdvisoryLock(ADVISORY_LOCKS.demoCorpus, async () => {
        summary = await importIntoEmptyCorpus(db, config, log, readers);
      });
      if (!ran) log.info('another node is importing the demo patent corpus');
    } catch (err) {
      log.error({ err }, 'demo corpus import failed');
    }
    return summary;
  }
  return importIntoEmptyCorpus(db, config, log, readers);
}

async function importIntoEmptyCorpus(db: Db, config: Pick<Config, 'corpusDemo'>, log: FastifyBaseLogger, readers?: FileReaders): Promise<ImportSummary | null> {
  try {
    if ((await countPatents(db)) > 0) return null;
    const dir = config.corpusDemo.dir;
    if (!existsSync(dir)) {
      log.info({ dir }, 'demo corpus folder not found; the patent corpus stays empty');
      return null;
    }
    log.info({ dir }, 'importing the demo patent corpus in the background');
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
    return summary;
  } catch (err) {
    log.error({ err }, 'demo corpus import failed');
    return null;
  }
}
