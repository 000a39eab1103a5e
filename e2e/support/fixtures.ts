import { test as base, expect, type Page } from '@playwright/test';

/** Console messages that mean the federation singletons broke: any of them fails the run. */
const FATAL_PATTERNS = [/Invalid hook call/i, /multiple Jotai instances/i, /@emotion\/react when it is already loaded/i];

export interface ConsoleWatch {
  errors: string[];
  /** Errors a test expects (a stopped remote, a refused request) are allowed by pattern. */
  allow(pattern: RegExp): void;
}

/** Whether a URL is a browser page (a document), not an API call or a built asset. */
function isPageDocument(url: string): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  return !pathname.startsWith('/api/') && !pathname.startsWith('/builds/') && !/\.[a-z0-9]+$/i.test(pathname);
}

/** Collects a page's unexpected console errors; for pages a test opens in its own browser contexts. */
export function watchConsole(page: Page): ConsoleWatch {
  const allowed: RegExp[] = [];
  const errors: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    // An unknown path is answered 404 on purpose (the error page is drawn anyway); the browser logs the
    // document's own status, which is not a failure of the page. API calls and assets that 404 still fail.
    if (/status of 404/.test(text) && isPageDocument(msg.location().url)) return;
    if (FATAL_PATTERNS.some((p) => p.test(text))) errors.push(`FATAL: ${text}`);
    else if (msg.type() === 'error' && !allowed.some((p) => p.test(text))) errors.push(text);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return { errors, allow: (p) => allowed.push(p) };
}

/** Every test fails if the page logged a console error it did not expect. */
export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  consoleWatch: async ({ page }, use) => {
    const watch = watchConsole(page);
    await use(watch);
    expect(watch.errors, 'console errors').toEqual([]);
  },
});

export { expect };
