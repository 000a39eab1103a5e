import { dirname, relative } from 'node:path';
import type { Db } from '../../platform/db/db';
import { finishCorpusImport, startCorpusImport, STORED_REJECTIONS_MAX } from './repositories/corpus-imports';
import { upsertCpcScheme } from '../cpc';
import { analyzeCorpus, upsertPatents } from './repositories/patents';
import { createFileReaders, type FileReaders } from '../../platform/file-readers/file-readers';
import { isFileRefused, refusalMessage } from '../../platform/file-readers/file-refusal';
import type { ReaderStreams } from '../../platform/file-readers/reader-tasks';
import { DEFAULT_READER_POOL } from '../../platform/file-readers/reader-settings';
import { isCpcSectionFile } from './import-cpc-scheme';
import type { ColumnMapping } from './readers/column-mapping';
import type { CorpusRecord, Rejection } from './record';
import { withPublicationDateFromNumber } from './patent-numbers/us-publication-dates';
import { isBesideData, listFiles } from './walk';
import { notifyWatches } from '../scout';
import type { NotificationRecord } from '../notifications';

export interface ImportProgress {
  file: string;
  filesDone: number;
  filesTotal: number;
  records: number;
  imported: number;
  updated: number;
  rejected: number;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  mapping?: ColumnMapping;
  batchSize?: number;
  /** Hands over the watch notifications the run stored, to push them live (the server's own imports). */
  onWatchNotifications?: (records: NotificationRecord[]) => void;
  /** The reader threads to read the files in; without, the import starts its own (default settings) and closes it. */
  readers?: FileReaders;
}

export interface ImportSummary {
  id: string;
  status: 'completed' | 'failed';
  imported: number;
  updated: number;
  rejected: number;
  /** The first STORED_REJECTIONS_MAX; `rejected` counts all. */
  rejections: Rejection[];
  files: { file: string; layout: string; records: number }[];
  skipped: { file: string; reason: string }[];
  cpcSymbols: number;
  /** Notifications sent to the owners of the watches the new documents match. */
  watchNotifications: number;
  error: string | null;
  seconds: number;
}

/** Lets the event loop serve requests between batches when the import runs inside the server. */
const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Imports a file or a folder tree of patent data in any supported format, detected by content. Records
 * are upserted in batches (never duplicated); the run is recorded in corpus_imports with its rejections.
 * A US record without a publication date is dated from its number where the table of publication days can.
 * A CPC scheme folder met on the way goes into cpc_scheme.
 */
export async function importCorpus(db: Db, path: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const started = Date.now();
  const batchSize = options.batchSize ?? 500;
  const paths = (await listFiles(path)).filter((file) => !isBesideData(file));
  const id = await startCorpusImport(db, path);
  const summary: ImportSummary = { id, status: 'completed', imported: 0, updated: 0, rejected: 0, rejections: [], files: [], skipped: [], cpcSymbols: 0, watchNotifications: 0, error: null, seconds: 0 };
  const label = (file: string): string => relative(paths.length === 1 && file === path ? dirname(path) : path, file) || file;
  let records = 0;
  let filesDone = 0;
  const progress = (file: string): void => options.onProgress?.({ file: label(file), filesDone, filesTotal: paths.length, records, imported: summary.imported, updated: summary.updated, rejected: summary.rejected });
  const reject = (rejection: Rejection): void => {
    summary.rejected++;
    if (summary.rejections.length < STORED_REJECTIONS_MAX) summary.rejections.push(rejection);
  };
  let batch: CorpusRecord[] = [];
  const changed = { inserted: [] as string[], updated: [] as string[] };
  const flush = async (file: string): Promise<void> => {
    if (batch.length === 0) return;
    const counts = await db.transaction((tx) => upsertPatents(tx, batch, changed));
    summary.imported += counts.inserted;
    summary.updated += counts.updated;
    batch = [];
    progress(file);
    await breathe();
  };
  const schemeDirs = new Set<string>();
  const readers = options.readers ?? createFileReaders(DEFAULT_READER_POOL);
  try {
    for (const file of paths) {
      const name = label(file);
      // The stream holds its reader thread until it ends or is left: every path below leaves it.
      const stream = readers.readCorpusFile({ path: file, label: name, mapping: options.mapping });
      try {
        const start = (await stream.next()).value as ReaderStreams['corpusFile']['start'];
        if (start.format === 'cpc-scheme-tsv') {
          await stream.return(undefined);
          schemeDirs.add(dirname(file));
          summary.cpcSymbols += await upsertCpcScheme(db, await readers.readCpcScheme(dirname(file)));
        } else if (start.format === 'cpc-scheme-xml') {
          await stream.return(undefined);
          // Section files were read with the scheme TSV; subclass files go deeper than the main groups kept.
          const readWithTsv = isCpcSectionFile(file) && [...schemeDirs].some((dir) => file.startsWith(dir));
          if (!readWithTsv) summary.skipped.push({ file: name, reason: isCpcSectionFile(file) ? 'CPC section XML is imported with its scheme folder (the title TSV)' : 'CPC subclass scheme XML: the scheme is kept to main-group level, from the title TSV' });
        } else if (start.skipped !== null) {
          summary.skipped.push({ file: name, reason: start.skipped });
        } else {
          let count = 0;
          for await (const items of stream as AsyncGenerator<ReaderStreams['corpusFile']['batch']>) {
            for (const item of items) {
              records++;
              if ('record' in item) {
                count++;
                batch.push(withPublicationDateFromNumber(item.record));
                if (batch.length >= batchSize) await flush(file);
              } else reject(item.rejection);
            }
          }
          await flush(file);
          summary.files.push({ file: name, layout: start.layout ?? start.format, records: count });
        }
      } catch (err) {
        // A file that stops its reader (time, memory) is rejected whole; what it gave before stands.
        if (!isFileRefused(err)) throw err;
        await flush(file);
        reject({ record: name, reason: refusalMessage(err.refusal, name) });
      } finally {
        await stream.return(undefined);
      }
      filesDone++;
      progress(file);
    }
    if (summary.imported + summary.updated + summary.cpcSymbols > 0) await analyzeCorpus(db);
    // One notification per matched watch for the whole run, after every batch is in.
    const notified = await notifyWatches(db, changed);
    summary.watchNotifications = notified.length;
    if (notified.length) options.onWatchNotifications?.(notified);
  } catch (err) {
    summary.status = 'failed';
    summary.error = err instanceof Error ? err.message : String(err);
  } finally {
    if (!options.readers) await readers.close();
  }
  await finishCorpusImport(db, id, summary);
  summary.seconds = (Date.now() - started) / 1000;
  return summary;
}
