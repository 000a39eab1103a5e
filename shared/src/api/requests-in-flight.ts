import { pageSingleton } from '../realtime/page-singleton';

/**
 * Counts the requests in flight (every API call; the host adds its script loads), so that speculative work
 * (preloading other pages' code) can wait until the current page has its code and data instead of competing.
 * One count per page, whichever copy of this module a call went through.
 */
const requests = pageSingleton('api-requests-in-flight', () => ({ inFlight: 0, listeners: new Set<() => void>() }));

function notify(): void {
  for (const listener of requests.listeners) listener();
}

/** Counts `work` as in flight until it settles. */
export function trackRequest<T>(work: Promise<T>): Promise<T> {
  requests.inFlight += 1;
  notify();
  return work.finally(() => {
    requests.inFlight -= 1;
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
      requests.listeners.delete(arm);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const arm = () => {
      clearTimeout(quiet);
      if (requests.inFlight === 0) quiet = setTimeout(done, quietMs);
    };
    const deadline = setTimeout(done, maxWaitMs);
    if (signal?.aborted) return done();
    signal?.addEventListener('abort', done);
    requests.listeners.add(arm);
    arm();
  });
}
