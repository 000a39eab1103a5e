/** SPEC §9: route preloading runs at most 4 loads at once. */
export const ROUTE_PRELOAD_MAX_CONCURRENT = 4;

export interface PreloadQueue {
  /**
   * Runs `loader` once per key, at most `maxConcurrent` at a time, and returns its result.
   * A key already queued, running or loaded returns the same promise; a failed key may be retried.
   */
  enqueue<T>(key: string, loader: () => Promise<T>): Promise<T>;
  /** Loads running now. */
  readonly running: number;
  /** Loads waiting for a free slot. */
  readonly waiting: number;
}

/** A small promise pool for preloading: later work waits for a free slot instead of flooding the network. */
export function createPreloadQueue(maxConcurrent: number = ROUTE_PRELOAD_MAX_CONCURRENT): PreloadQueue {
  const known = new Map<string, Promise<unknown>>();
  const waiting: (() => void)[] = [];
  let running = 0;

  const next = () => {
    while (running < maxConcurrent && waiting.length > 0) waiting.shift()?.();
  };

  return {
    enqueue<T>(key: string, loader: () => Promise<T>): Promise<T> {
      const existing = known.get(key);
      if (existing) return existing as Promise<T>;
      const promise = new Promise<T>((resolve, reject) => {
        waiting.push(() => {
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
        });
      });
      known.set(key, promise);
      next();
      return promise;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
