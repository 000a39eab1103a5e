import { ConsoleLogger } from './console-logger';

export { ConsoleLogger, LOG_MEMORY_CAPACITY, LOG_PERSISTED_COUNT, LOG_STORAGE_KEY } from './console-logger';
export type { LogEntry, LogLevel, StorageLike, ConsoleLoggerDeps } from './console-logger';
export { LogBuffer } from './log-buffer';

function browserStorage() {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The one console logger of the page, shared by the host and every remote (singleton package). */
export const logger = new ConsoleLogger({ storage: browserStorage(), sink: typeof console !== 'undefined' ? console : undefined });
