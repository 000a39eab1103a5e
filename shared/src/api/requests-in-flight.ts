/**
 * Counts the requests in flight (every API call; the host adds its script loads), so that speculative work
 * (preloading other pages' code) can wait until the current page has its code and data instead of competing.
 */
let inFlight = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Counts `work` as in flight until it settles. */
export function trackRequest<T>(work: Promise<T>): Promise<T> {
  inFlight += 1;
  notify();
  return work.finally(() => {
    inFlight -= 1;
    notify();
  });
}

export interface QuietOptions {
  /** How long no call may have been in flight. */
  quietMs: number;
  /** Resolve after this long even if calls keep coming (a page that polls). */
  maxWaitMs: number;
  /** Resolves at once when aborted; the caller checks the signal. */
  signal?: AbortSignal;
}

/** Resolves once no API call has been in flight for `quietMs`. */
export function whenRequestsQuiet({ quietMs, maxWaitMs, signal }: QuietOptions): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(deadline);
      listeners.delete(arm);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const arm = () => {
      clearTimeout(quiet);
      if (inFlight === 0) quiet = setTimeout(done, quietMs);
    };
    const deadline = setTimeout(done, maxWaitMs);
    if (signal?.aborted) return done();
    signal?.addEventListener('abort', done);
    listeners.add(arm);
    arm();
  });
}
