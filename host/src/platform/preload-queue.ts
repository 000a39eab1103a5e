/** SPEC §9: route preloading runs at most 4 loads at once. */
export const ROUTE_PRELOAD_MAX_CONCURRENT = 4;

export interface PreloadQueue {
  /**
   * Runs `loader` once per key, at most `maxConcurrent` at a time, and returns its result.
   * A key already queued, running or loaded returns the same promise; a failed key may be retried.
   * With `signal`, the caller may abandon the load: a load still waiting for a slot is dropped (its
   * promise rejects with an AbortError) once every caller that asked for it has abandoned it.
   */
  enqueue<T>(key: string, loader: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Loads running now. */
  readonly running: number;
  /** Loads waiting for a free slot. */
  readonly waiting: number;
}

interface Entry {
  promise: Promise<unknown>;
  /** Set while the entry waits for a slot. */
  pending: { start(): void; drop(): void; callers: (AbortSignal | null)[] } | null;
}

/** A small promise pool for preloading: later work waits for a free slot instead of flooding the network. */
export function createPreloadQueue(maxConcurrent: number = ROUTE_PRELOAD_MAX_CONCURRENT): PreloadQueue {
  const known = new Map<string, Entry>();
  const waiting: Entry[] = [];
  let running = 0;

  const next = () => {
    while (running < maxConcurrent && waiting.length > 0) waiting.shift()?.pending?.start();
  };

  const follow = (entry: Entry, signal: AbortSignal | undefined) => {
    entry.pending?.callers.push(signal ?? null);
    signal?.addEventListener('abort', () => {
      if (entry.pending?.callers.every((caller) => caller?.aborted)) entry.pending.drop();
    });
  };

  return {
    enqueue<T>(key: string, loader: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      const existing = known.get(key);
      if (existing) {
        follow(existing, signal);
        return existing.promise as Promise<T>;
      }
      if (signal?.aborted) return Promise.reject(new DOMException('Preload abandoned', 'AbortError'));
      const entry: Entry = { promise: Promise.resolve(), pending: null };
      entry.promise = new Promise<T>((resolve, reject) => {
        entry.pending = {
          callers: [],
          start() {
            entry.pending = null;
            running++;
            // A loader that throws synchronously is treated like one that rejects.
            Promise.resolve()
              .then(loader)
              .then(resolve, (err: unknown) => {
                known.delete(key);
                reject(err);
              })
              .finally(() => {
                running--;
                next();
              });
          },
          drop() {
            entry.pending = null;
            waiting.splice(waiting.indexOf(entry), 1);
            known.delete(key);
            reject(new DOMException('Preload abandoned', 'AbortError'));
          },
        };
      });
      follow(entry, signal);
      known.set(key, entry);
      waiting.push(entry);
      next();
      return entry.promise as Promise<T>;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
