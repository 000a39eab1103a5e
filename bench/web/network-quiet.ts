import type { Page } from 'playwright-core';

const POLL_MS = 50;

export interface RequestLog {
  /** Resolves once no request has been in flight for quietMs; rejects after timeoutMs. */
  quiet(quietMs: number, timeoutMs: number): Promise<void>;
  /** URLs of the requests started so far, in order. */
  readonly urls: readonly string[];
}

/** True when nothing is in flight and the last request ended at least quietMs before nowMs. */
export function isQuiet(inFlight: number, lastChangeMs: number, nowMs: number, quietMs: number): boolean {
  return inFlight === 0 && nowMs - lastChangeMs >= quietMs;
}

/**
 * Follows a page's requests from before its first load. Playwright's `networkidle` fires once, at the
 * first quiet moment; the host's idle-time preloads (other pages, other remotes' manifests) start
 * after that moment, so a start page only counts as settled once those are done too.
 */
export function logRequests(page: Page): RequestLog {
  const urls: string[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', (req) => {
    urls.push(req.url());
    inFlight++;
    lastChange = Date.now();
  });
  const done = () => {
    inFlight--;
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    urls,
    async quiet(quietMs, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!isQuiet(inFlight, lastChange, Date.now(), quietMs)) {
        if (Date.now() > deadline) throw new Error(`network not quiet for ${quietMs} ms within ${timeoutMs} ms (${inFlight} in flight)`);
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    },
  };
}
