import { workerData } from 'node:worker_threads';
import { DEFAULT_READER_LIMITS, type ReaderLimits } from './reader-settings';

/** What a reader thread is started with (reader-pool.ts). */
export interface ReaderWorkerData {
  limits: ReaderLimits;
}

/**
 * The caps of the reader thread this code runs in, as the pool configured it; outside a reader thread
 * (unit tests of a reader) the defaults.
 */
export function readerLimits(): ReaderLimits {
  return (workerData as Partial<ReaderWorkerData> | null)?.limits ?? DEFAULT_READER_LIMITS;
}
