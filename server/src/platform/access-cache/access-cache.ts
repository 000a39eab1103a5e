import type { AccessSignal } from './access-signal';

/**
 * A small read-through cache for access facts read on almost every request (live sessions, licences,
 * credit balances). Entries live at most `ttlMs` (a backstop should a signal from another node be lost),
 * every access signal forgets them all, and a read in flight while a signal was raised does not store
 * what it read, since it may predate the write.
 */
export interface AccessCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
}

export interface AccessCacheOptions<V> {
  signal: AccessSignal;
  /** Whether a loaded value may be kept (a revoked session must be read again next time). */
  keep?: (value: V) => boolean;
  ttlMs?: number;
  maxEntries?: number;
  clock?: () => number;
}

export function createAccessCache<V>({ signal, keep = () => true, ttlMs = 10_000, maxEntries = 10_000, clock = Date.now }: AccessCacheOptions<V>): AccessCache<V> {
  const entries = new Map<string, { value: V; until: number }>();
  let generation = 0;
  signal.onChange(() => {
    generation += 1;
    entries.clear();
  });
  return {
    async get(key, load) {
      if (!signal.reliable()) return load();
      const hit = entries.get(key);
      if (hit && hit.until > clock()) return hit.value;
      entries.delete(key);
      const readAt = generation;
      const value = await load();
      if (keep(value) && readAt === generation && signal.reliable()) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, until: clock() + ttlMs });
      }
      return value;
    },
  };
}
