import { ConsoleLogger } from './console-logger';
import { DebugLog } from './debug-log';
import { DEBUG_MODE_STORAGE_KEY, DebugMode } from './debug-mode';
import { pageSingleton } from '../realtime/page-singleton';

export { ConsoleLogger, LOG_MEMORY_CAPACITY, LOG_PERSISTED_COUNT, LOG_STORAGE_KEY } from './console-logger';
export type { LogEntry, LogLevel, StorageLike, ConsoleLoggerDeps } from './console-logger';
export { LogBuffer } from './log-buffer';
export { DebugLog, DEBUG_LOG_CAPACITY, DEBUG_LEVELS, DEBUG_LOG_DEFAULT_LEVEL, isLevelRecorded } from './debug-log';
export type { DebugLevel, DebugLogEntry, DebugLogDeps } from './debug-log';
export { DebugMode, DEBUG_MODE_STORAGE_KEY, DEBUG_MODE_DEFAULT, debugModeFromStored } from './debug-mode';

function browserStorage() {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

// One of each per page (pageSingleton): the API modules that log are bundled by every app.

/** The console logger of the page, shared by the host and every remote. */
export const logger = pageSingleton('logger', () => new ConsoleLogger({ storage: browserStorage(), sink: typeof console !== 'undefined' ? console : undefined }));

/** The page's debug mode (SPEC §4), kept in sync when another tab toggles it. */
export const debugMode = pageSingleton('debug-mode', () => {
  const mode = new DebugMode(browserStorage());
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === DEBUG_MODE_STORAGE_KEY || e.key === null) mode.reload();
    });
  }
  return mode;
});

/** The page's debug log (SPEC §3/§9); it records nothing while debug mode is off. */
export const debugLog = pageSingleton('debug-log', () => new DebugLog({ enabled: () => debugMode.isOn() }));
