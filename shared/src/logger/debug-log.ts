import { LogBuffer } from './log-buffer';

/** SPEC §9: the debug log keeps at most 1000 entries. */
export const DEBUG_LOG_CAPACITY = 1000;

/** SPEC §9 levels, lowest first. */
export const DEBUG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type DebugLevel = (typeof DEBUG_LEVELS)[number];

/** SPEC §9: entries below WARN are not recorded unless the level is lowered. */
export const DEBUG_LOG_DEFAULT_LEVEL: DebugLevel = 'WARN';

/** SPEC §3 log entry; `stack` is recorded on ERROR entries only. */
export interface DebugLogEntry {
  id: string;
  timestamp: string;
  level: DebugLevel;
  category: string;
  message: string;
  data?: unknown;
  stack?: string;
}

export interface DebugLogDeps {
  now?: () => Date;
  level?: DebugLevel;
  /** When false nothing is recorded (the page wires this to debug mode). */
  enabled?: () => boolean;
}

/** True when `level` is at or above `threshold`. */
export function isLevelRecorded(level: DebugLevel, threshold: DebugLevel): boolean {
  return DEBUG_LEVELS.indexOf(level) >= DEBUG_LEVELS.indexOf(threshold);
}

/** The stack of an Error passed as data, or the stack of the log call itself. */
function stackFor(message: string, data: unknown): string | undefined {
  if (data instanceof Error && data.stack) return data.stack;
  return new Error(message).stack;
}

/**
 * The developer-facing debug log (SPEC §3/§9): a ring of the newest 1000 entries at or above the
 * current level, with stacks on errors. Unlike the console logger it is never persisted.
 */
export class DebugLog {
  private readonly buffer = new LogBuffer<DebugLogEntry>(DEBUG_LOG_CAPACITY);
  private readonly listeners = new Set<() => void>();
  private seq = 0;
  private threshold: DebugLevel;

  constructor(private readonly deps: DebugLogDeps = {}) {
    this.threshold = deps.level ?? DEBUG_LOG_DEFAULT_LEVEL;
  }

  get level(): DebugLevel {
    return this.threshold;
  }

  setLevel(level: DebugLevel): void {
    this.threshold = level;
  }

  debug(category: string, message: string, data?: unknown): DebugLogEntry | null {
    return this.log('DEBUG', category, message, data);
  }
  info(category: string, message: string, data?: unknown): DebugLogEntry | null {
    return this.log('INFO', category, message, data);
  }
  warn(category: string, message: string, data?: unknown): DebugLogEntry | null {
    return this.log('WARN', category, message, data);
  }
  error(category: string, message: string, data?: unknown): DebugLogEntry | null {
    return this.log('ERROR', category, message, data);
  }

  /** Records an entry and returns it, or returns null when it is below the level or logging is off. */
  log(level: DebugLevel, category: string, message: string, data?: unknown): DebugLogEntry | null {
    if (!isLevelRecorded(level, this.threshold)) return null;
    if (this.deps.enabled && !this.deps.enabled()) return null;
    const now = (this.deps.now ?? (() => new Date()))();
    const entry: DebugLogEntry = { id: `dbg-${now.getTime()}-${++this.seq}`, timestamp: now.toISOString(), level, category, message };
    if (data !== undefined) entry.data = data;
    if (level === 'ERROR') entry.stack = stackFor(message, data);
    this.buffer.push(entry);
    this.listeners.forEach((l) => l());
    return entry;
  }

  /** Oldest first. */
  entries(): readonly DebugLogEntry[] {
    return this.buffer.all();
  }

  clear(): void {
    this.buffer.clear();
    this.listeners.forEach((l) => l());
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
