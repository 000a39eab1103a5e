import { LogBuffer } from './log-buffer';

export const LOG_MEMORY_CAPACITY = 500;
export const LOG_PERSISTED_COUNT = 100;
export const LOG_STORAGE_KEY = 'iprism:console-log';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** A console log entry (SPEC §3: timestamp, level, category, message, data, id). */
export interface LogEntry {
  id: string;
  timestamp: string;
  level: LogLevel;
  category: string;
  message: string;
  data?: unknown;
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ConsoleLoggerDeps {
  storage?: StorageLike | null;
  now?: () => Date;
  sink?: Pick<Console, LogLevel>;
}

/**
 * The console logger of SPEC §1/§9: the last 500 entries in memory, the newest 100 saved to
 * local storage so they survive a reload (support asks for them).
 */
export class ConsoleLogger {
  private readonly buffer = new LogBuffer<LogEntry>(LOG_MEMORY_CAPACITY);
  private seq = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: ConsoleLoggerDeps = {}) {
    this.restore();
  }

  debug(category: string, message: string, data?: unknown): LogEntry {
    return this.log('debug', category, message, data);
  }
  info(category: string, message: string, data?: unknown): LogEntry {
    return this.log('info', category, message, data);
  }
  warn(category: string, message: string, data?: unknown): LogEntry {
    return this.log('warn', category, message, data);
  }
  error(category: string, message: string, data?: unknown): LogEntry {
    return this.log('error', category, message, data);
  }

  log(level: LogLevel, category: string, message: string, data?: unknown): LogEntry {
    const now = (this.deps.now ?? (() => new Date()))();
    const entry: LogEntry = { id: `${now.getTime()}-${++this.seq}`, timestamp: now.toISOString(), level, category, message };
    if (data !== undefined) entry.data = data;
    this.buffer.push(entry);
    this.persist();
    this.deps.sink?.[level](`[${category}] ${message}`, ...(data === undefined ? [] : [data]));
    this.listeners.forEach((l) => l());
    return entry;
  }

  entries(): readonly LogEntry[] {
    return this.buffer.all();
  }

  clear(): void {
    this.buffer.clear();
    this.deps.storage?.removeItem(LOG_STORAGE_KEY);
    this.listeners.forEach((l) => l());
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private persist(): void {
    const storage = this.deps.storage;
    if (!storage) return;
    try {
      storage.setItem(LOG_STORAGE_KEY, JSON.stringify(this.buffer.newest(LOG_PERSISTED_COUNT)));
    } catch {
      // Storage full or blocked: the in-memory buffer still holds the entries.
    }
  }

  private restore(): void {
    const raw = this.deps.storage?.getItem(LOG_STORAGE_KEY);
    if (!raw) return;
    try {
      const saved = JSON.parse(raw) as unknown;
      if (Array.isArray(saved)) this.buffer.replace(saved as LogEntry[]);
    } catch {
      this.deps.storage?.removeItem(LOG_STORAGE_KEY);
    }
  }
}
