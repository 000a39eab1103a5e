import { join } from 'node:path';
import type { DocumentFormat } from '@iprism/shared/contracts';
import type { CpcSchemeRow } from '../../modules/corpus';
import type { StoredFormat } from '../../modules/applications';
import type { ExtractedDocument } from '../../modules/documents';
import { createReaderPool } from './reader-pool';
import type { ReaderPoolSettings } from './reader-settings';
import type { CorpusFileStart, ReaderStreams, StoredIds, UploadCheck } from './reader-tasks';

const THREAD_FILE = join(__dirname, 'reader-thread.cjs');

/**
 * Every reader of untrusted bytes, run in the reader threads (reader-pool.ts): the API's event loop and
 * the pipeline never parse a file themselves. Failures arrive as DocumentError, and a file over a limit as
 * FileRefusedError naming the limit.
 */
export interface FileReaders {
  /** What an uploaded file is and whether it can be read (a person waits: goes first). */
  checkUpload(kind: 'application' | 'ids', bytes: Uint8Array): Promise<UploadCheck>;
  extractDocument(bytes: Uint8Array, format: DocumentFormat): Promise<ExtractedDocument>;
  readIds(bytes: Uint8Array, format: StoredFormat): Promise<StoredIds>;
  readCpcScheme(dir: string): Promise<CpcSchemeRow[]>;
  /** One corpus file: its detected format first, then batches of records. */
  readCorpusFile(input: ReaderStreams['corpusFile']['input']): AsyncGenerator<CorpusFileStart | ReaderStreams['corpusFile']['batch']>;
  /** Starts the threads and loads pdf.js in each, so the first upload does not wait for it. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** A copy of the bytes the thread can own: one copy, moved rather than cloned. */
function handOver(bytes: Uint8Array): { bytes: Uint8Array; transfer: ArrayBuffer[] } {
  const copy = new Uint8Array(bytes);
  return { bytes: copy, transfer: [copy.buffer] };
}

export function createFileReaders(settings: ReaderPoolSettings): FileReaders {
  const pool = createReaderPool(THREAD_FILE, settings);
  return {
    checkUpload(kind, source) {
      const { bytes, transfer } = handOver(source);
      return pool.run('checkUpload', { kind, bytes }, { interactive: true, transfer }) as Promise<UploadCheck>;
    },
    extractDocument(source, format) {
      const { bytes, transfer } = handOver(source);
      return pool.run('extractDocument', { bytes, format }, { transfer }) as Promise<ExtractedDocument>;
    },
    readIds(source, format) {
      const { bytes, transfer } = handOver(source);
      return pool.run('readIds', { bytes, format }, { transfer }) as Promise<StoredIds>;
    },
    readCpcScheme(dir) {
      return pool.run('readCpcScheme', { dir }) as Promise<CpcSchemeRow[]>;
    },
    readCorpusFile(input) {
      return pool.stream('corpusFile', input) as AsyncGenerator<CorpusFileStart | ReaderStreams['corpusFile']['batch']>;
    },
    async warmUp() {
      await pool.warm();
      await Promise.all(Array.from({ length: settings.threads }, () => pool.run('warmUp', {})));
    },
    close: () => pool.close(),
  };
}
