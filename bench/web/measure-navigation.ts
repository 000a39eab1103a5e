import type { Browser, Page } from 'playwright-core';
import { logRequests } from './network-quiet';
import { openContext } from './open-context';

export interface NavCase {
  remote: string;
  /** Start page: it must not load `remote`, so the first navigation is cold. */
  from: string;
  fromSelector: string;
  to: string;
  /** Matches the target page's own content (not its layout's title, which the host renders before the remote arrives). */
  toSelector: string;
  /** Signed-in areas need a session; the public site is measured signed out. */
  signedIn: boolean;
}

export interface NavTimes {
  coldMs: number;
  warmMs: number;
}

const NAV_TIMEOUT_MS = 15_000;
/** Longer than the host waits for an idle moment once its page is in, so its idle-time preloads have started. */
const SETTLED_QUIET_MS = 2_500;
/** A page chunk of a remote: its exposed module. */
const EXPOSE_CHUNK = /\/__federation_expose_[^/]*\.js/;

/**
 * A client-side navigation the way react-router's own links end up: a history entry plus the popstate the
 * router listens to, timed on the page's clock until an element matching selector that was not there
 * before enters the DOM (the start and target pages may share a layout, so an old match does not count).
 */
function navigate(page: Page, to: string, selector: string): Promise<number> {
  return page.evaluate(
    ({ to, selector, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const before = new Set(document.querySelectorAll(selector));
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (![...document.querySelectorAll(selector)].some((el) => !before.has(el))) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now() - started);
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${to}: ${selector} did not appear within ${timeoutMs} ms`));
        }, timeoutMs);
        observer.observe(document.body, { childList: true, subtree: true });
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }),
    { to, selector, timeoutMs: NAV_TIMEOUT_MS },
  );
}

/** In a fresh context: open `from`, navigate to `to` (cold), back to `from`, then to `to` again (warm). */
export async function measureNavigation(browser: Browser, baseUrl: string, nav: NavCase): Promise<NavTimes> {
  const context = await openContext(browser, baseUrl, nav.signedIn);
  try {
    const page = await context.newPage();
    const requests = logRequests(page);
    await page.goto(baseUrl + nav.from, { timeout: NAV_TIMEOUT_MS });
    await page.waitForSelector(nav.fromSelector, { timeout: NAV_TIMEOUT_MS });
    // Let the start page finish its own lazy loads and idle-time preloads so they do not compete with the measured navigation.
    await requests.quiet(SETTLED_QUIET_MS, NAV_TIMEOUT_MS);
    const before = requests.urls.length;
    const coldMs = await navigate(page, nav.to, nav.toSelector);
    // Preloading a remote's manifest and entry is fair; a cold navigation still has to fetch the page's own chunk.
    const remoteDir = `/remotes/${nav.remote}/`;
    if (!requests.urls.slice(before).some((url) => url.includes(remoteDir) && EXPOSE_CHUNK.test(url))) {
      throw new Error(`${nav.to}: the page chunk was loaded before the navigation, so it was not cold`);
    }
    await navigate(page, nav.from, nav.fromSelector);
    const warmMs = await navigate(page, nav.to, nav.toSelector);
    return { coldMs, warmMs };
  } finally {
    await context.close();
  }
}
