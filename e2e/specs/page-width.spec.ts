import type { Page } from '@playwright/test';
import { ROUTES } from '@iprism/shared/contracts';
import { test, expect } from '../support/fixtures';
import { DEMO, signInAs } from '../support/sign-in';

/** A browser path for each route pattern: parameters get a sample value, a splat its base. */
const samplePath = (pattern: string) => pattern.replace(/\/\*$/, '').replace(/:[a-z]+/gi, 'sample') || '/';

const PUBLIC_PATHS = ROUTES.filter((r) => r.meta.public).map((r) => samplePath(r.path));
const SIGNED_IN_PATHS = ROUTES.filter((r) => !r.meta.public).map((r) => samplePath(r.path));

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/** Opens each path and lists those the server did not answer 200 or that are wider than the viewport. */
async function widePages(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth: window.innerWidth }));
    if (scrollWidth > innerWidth) problems.push(`${path}: ${scrollWidth} px wide in ${innerWidth} px`);
  }
  return problems;
}

for (const size of WIDTHS) {
  test.describe(`every page at ${size.width} px (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('public pages answer 200 and never scroll sideways', async ({ page, consoleWatch }) => {
      test.setTimeout(180_000);
      consoleWatch.allow(/status of 40[134]/);
      expect(await widePages(page, PUBLIC_PATHS)).toEqual([]);
    });

    test('signed-in pages answer 200 and never scroll sideways', async ({ page, consoleWatch }) => {
      test.setTimeout(240_000);
      consoleWatch.allow(/status of 40[134]/);
      // The staff administrator passes every guard, so every page is drawn rather than refused.
      await signInAs(page, DEMO.admin);
      expect(await widePages(page, SIGNED_IN_PATHS)).toEqual([]);
    });
  });
}
