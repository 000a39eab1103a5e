import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { openContext } from './open-context';

export interface FirstLoad {
  fcpMs: number;
  lcpMs: number;
  /** When the page's own content (not the boot placeholder or a spinner) entered the DOM. */
  contentMs: number;
  /** When the app took the page over (its live frame is drawn): later than contentMs when the page came prerendered. */
  readyMs: number;
  /** When the page's own code drew its content: later than readyMs when the live frame kept the prerendered content. */
  liveMs: number;
  jsGzipBeforeFcp: number;
  jsGzipBeforeContent: number;
  jsGzipBeforeReady: number;
  jsGzipBeforeLive: number;
  jsGzipTotal: number;
}

export interface Probe {
  fcp: number | null;
  lcp: number | null;
  content: number | null;
  ready: number | null;
  live: number | null;
}

const LOAD_TIMEOUT_MS = 30_000;

/**
 * Runs in the page before any of its scripts: records FCP, the latest LCP candidate, the moment the content
 * selector first matches, the moment it matches in the app's markup (#root no longer marked as prerendered)
 * and the moment no prerendered content is left in it (host/src/prerender/PrerenderedFrame.tsx), all on the
 * page's own clock (the one Resource Timing uses).
 */
export function installProbe(contentSelector: string): void {
  const probe: Probe = { fcp: null, lcp: null, content: null, ready: null, live: null };
  (window as unknown as { __benchProbe: Probe }).__benchProbe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') probe.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const observer = new MutationObserver(() => {
    if (!document.querySelector(contentSelector)) return;
    probe.content ??= performance.now();
    const root = document.getElementById('root');
    if (!root || root.hasAttribute('data-prerendered')) return;
    probe.ready ??= performance.now();
    if (document.querySelector('[data-prerendered-content]')) return;
    probe.live = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-prerendered'] });
}

export function isJs(res: Response): boolean {
  return res.request().resourceType() === 'script' || /javascript/.test(res.headers()['content-type'] ?? '');
}

function sumBefore(finished: { name: string; end: number }[], gzipByUrl: Map<string, number>, time: number): number {
  return finished.reduce((sum, r) => sum + (r.end <= time ? (gzipByUrl.get(r.name) ?? 0) : 0), 0);
}

/** One cold first load of url in a fresh context (empty cache), until content is shown and the network is idle. */
export async function measureFirstLoad(browser: Browser, url: string, contentSelector: string, signedIn = false): Promise<FirstLoad> {
  const context = await openContext(browser, new URL(url).origin, signedIn);
  try {
    const page = await context.newPage();
    await page.addInitScript(installProbe, contentSelector);
    // The server may not compress: gzip every JS body here so the figure is what a gzip-serving origin would send.
    const gzipSizes: Promise<[string, number]>[] = [];
    page.on('response', (res) => {
      // A response still arriving when the context closes has no body to read; it came after the figures anyway.
      if (isJs(res)) gzipSizes.push(res.body().then((body): [string, number] => [res.url(), gzipSync(body).length], (): [string, number] => [res.url(), 0]));
    });
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction(() => {
      const p = (window as unknown as { __benchProbe: Probe }).__benchProbe;
      return p.fcp !== null && p.live !== null;
    }, undefined, { timeout: LOAD_TIMEOUT_MS });
    // Lazy chunks and the last LCP candidate arrive after the content; network idle lets both settle.
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    const { probe, finished } = await page.evaluate(() => ({
      probe: (window as unknown as { __benchProbe: Probe }).__benchProbe,
      finished: performance.getEntriesByType('resource').map((e) => ({ name: e.name, end: (e as PerformanceResourceTiming).responseEnd })),
    }));
    const gzipByUrl = new Map(await Promise.all(gzipSizes));
    const fcp = probe.fcp as number;
    const content = probe.content as number;
    const ready = probe.ready as number;
    const live = probe.live as number;
    return {
      fcpMs: fcp,
      lcpMs: probe.lcp ?? fcp,
      contentMs: content,
      readyMs: ready,
      liveMs: live,
      jsGzipBeforeFcp: sumBefore(finished, gzipByUrl, fcp),
      jsGzipBeforeContent: sumBefore(finished, gzipByUrl, content),
      jsGzipBeforeReady: sumBefore(finished, gzipByUrl, ready),
      jsGzipBeforeLive: sumBefore(finished, gzipByUrl, live),
      jsGzipTotal: [...gzipByUrl.values()].reduce((a, b) => a + b, 0),
    };
  } finally {
    await context.close();
  }
}
