import { DEBUG_LEVELS, LOG_STORAGE_KEY, type DebugLevel, type LogEntry, type StorageLike } from '@iprism/shared/logger';

/** One row of the page's tables: console-logger and debug-log entries in one shape. */
export interface LogRow {
  id: string;
  timestamp: string;
  level: DebugLevel;
  category: string;
  message: string;
  data?: unknown;
  stack?: string;
}

export type LevelFilter = 'ALL' | DebugLevel;
export const LEVEL_FILTERS: readonly LevelFilter[] = ['ALL', ...DEBUG_LEVELS];

/** Console-logger levels are lower-case; the debug log's are the SPEC's upper-case names. */
export function toRow(entry: LogEntry | LogRow): LogRow {
  return { ...entry, level: entry.level.toUpperCase() as DebugLevel };
}

/** Rows at or above the filter level ("at least WARN"), newest first. */
export function viewRows(entries: readonly (LogEntry | LogRow)[], filter: LevelFilter): LogRow[] {
  const min = filter === 'ALL' ? 0 : DEBUG_LEVELS.indexOf(filter);
  return entries
    .map(toRow)
    .filter((r) => DEBUG_LEVELS.indexOf(r.level) >= min)
    .reverse();
}

/** The entries the console logger saved to storage (what survives a reload); [] when none or unreadable. */
export function readSavedEntries(storage: Pick<StorageLike, 'getItem'> | null): LogEntry[] {
  try {
    const raw = storage?.getItem(LOG_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? (parsed as LogEntry[]) : [];
  } catch {
    return [];
  }
}

/** Any data a tester types: empty → none, valid JSON → the value, anything else → the text itself. */
export function parseDataInput(text: string): { ok: true; data: unknown } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, data: undefined };
  try {
    return { ok: true, data: JSON.parse(trimmed) as unknown };
  } catch {
    return { ok: false, message: 'Data must be valid JSON, e.g. {"applicationId": "app-42"}.' };
  }
}

/** A short preview of an entry's data for a table cell. */
export function previewData(data: unknown, max = 80): string {
  if (data === undefined) return '';
  let text: string;
  try {
    text = typeof data === 'string' ? data : (JSON.stringify(data) ?? String(data));
  } catch {
    text = String(data);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export interface LogExport {
  exportedAt: string;
  userAgent: string;
  debugMode: boolean;
  memory: LogRow[];
  saved: LogRow[];
  debug: LogRow[];
}

/** The JSON file support asks for: every buffer, oldest first, with when and where it was taken. */
export function buildLogExport(input: Omit<LogExport, 'memory' | 'saved' | 'debug'> & { memory: readonly (LogEntry | LogRow)[]; saved: readonly (LogEntry | LogRow)[]; debug: readonly LogRow[] }): string {
  const { memory, saved, debug, ...meta } = input;
  const safe = (rows: readonly (LogEntry | LogRow)[]) => rows.map(toRow);
  const seen = new WeakSet<object>();
  return JSON.stringify(
    { ...meta, memory: safe(memory), saved: safe(saved), debug: safe(debug) },
    (_key, value: unknown) => {
      if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
      if (value && typeof value === 'object') {
        if (seen.has(value)) return '[Circular]';
        seen.add(value);
      }
      return value;
    },
    2,
  );
}

export function exportFileName(now: Date): string {
  return `iprism-logs-${now.toISOString().replace(/[:.]/g, '-')}.json`;
}
