import type { Page } from '@playwright/test';
import { ROUTES } from '@iprism/shared/contracts';
import { watchCsp } from '../support/csp-watch';
import { test, expect } from '../support/fixtures';
import { DEMO, signInAs } from '../support/sign-in';

/**
 * A browser path for each route pattern: parameters get a sample value, a splat its base. A patent number is a
 * well-formed one the corpus lacks (a 404 to show), not a word the API refuses as malformed.
 */
const samplePath = (pattern: string) => pattern.replace(/\/\*$/, '').replace(/:number\b/g, 'US1234567B2').replace(/:[a-z]+/gi, 'sample') || '/';

const PUBLIC_PATHS = ROUTES.filter((r) => r.meta.public).map((r) => samplePath(r.path));
const SIGNED_IN_PATHS = ROUTES.filter((r) => !r.meta.public).map((r) => samplePath(r.path));

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * Opens each path and lists what is wrong with it: a status other than 200, no Content-Security-Policy, a page
 * wider than the viewport, or a CSP violation the browser reported (the product must work under its policy).
 */
async function problemsOf(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems = await watchCsp(page);
  for (const path of paths) {
    const response = await page.goto(path);
    // Lazy remotes and their data load after the page: give them the moment they take.
    await page.waitForLoadState('networkidle');
    if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
    if (!response?.headers()['content-security-policy']?.includes("script-src 'self'")) problems.push(`${path}: no script-src 'self' policy`);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth: window.innerWidth }));
    if (scrollWidth > innerWidth) problems.push(`${path}: ${scrollWidth} px wide in ${innerWidth} px`);
  }
  return problems;
}

for (const size of WIDTHS) {
  test.describe(`every page at ${size.width} px (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('public pages answer 200 under the CSP without a violation and never scroll sideways', async ({ page, consoleWatch }) => {
      test.setTimeout(180_000);
      consoleWatch.allow(/status of 40[134]/);
      expect(await problemsOf(page, PUBLIC_PATHS)).toEqual([]);
    });

    test('signed-in pages answer 200 under the CSP without a violation and never scroll sideways', async ({ page, consoleWatch }) => {
      test.setTimeout(240_000);
      consoleWatch.allow(/status of 40[134]/);
      // The staff administrator passes every guard, so every page is drawn rather than refused.
      await signInAs(page, DEMO.admin);
      expect(await problemsOf(page, SIGNED_IN_PATHS)).toEqual([]);
    });
  });
}
