import type { Browser } from '@playwright/test';
import { ROUTES } from '@iprism/shared/contracts';
import { blockingViolations, switchTheme } from '../support/axe';
import { test, expect, watchConsole } from '../support/fixtures';
import { DEMO, signInAs } from '../support/sign-in';

/** A browser path for each route pattern: parameters get a sample value, a splat its base. */
const samplePath = (pattern: string) => pattern.replace(/\/\*$/, '').replace(/:number\b/g, 'US1234567B2').replace(/:[a-z]+/gi, 'sample') || '/';

/**
 * The demo account each signed-in page is meant for: staff areas for staff, the toolbox for its own licence,
 * trademark for an employee (admin or employee licence), onboarding for an organisation still being set up,
 * every other dashboard page for a law-firm pro.
 */
function accountFor(path: string): string {
  if (path.startsWith('/admin')) return DEMO.admin;
  if (path.startsWith('/employee') || path === '/dashboard/trademark') return DEMO.employee;
  if (path.startsWith('/dashboard/toolbox')) return DEMO.toolbox;
  if (path.startsWith('/onboarding')) return DEMO.pending;
  return DEMO.pro;
}

const PUBLIC_PATHS = [...ROUTES.filter((r) => r.meta.public).map((r) => samplePath(r.path)), '/no-such-page'];
const SIGNED_IN = new Map<string, string[]>();
for (const route of ROUTES.filter((r) => !r.meta.public)) {
  const path = samplePath(route.path);
  const account = accountFor(path);
  SIGNED_IN.set(account, [...(SIGNED_IN.get(account) ?? []), path]);
}

/**
 * Opens each path in one browser context (signed in as `account` when given) and runs axe on it in the light
 * theme, then the dark one. A page that sends the account elsewhere is a wrong pairing, reported as such.
 */
async function auditPaths(browser: Browser, paths: readonly string[], account?: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const watch = watchConsole(page);
  watch.allow(/status of 40[134]/);
  if (account) await signInAs(page, account);
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    // Lazy remotes and their data load after the page: give them the moment they take.
    await page.waitForLoadState('networkidle');
    const landed = new URL(page.url()).pathname;
    if (landed !== path) problems.push(`${path}: redirected to ${landed}`);
    const found = await blockingViolations(page, `${path} light`);
    await switchTheme(page, 'dark');
    found.push(...(await blockingViolations(page, `${path} dark`, true)));
    await switchTheme(page, 'light');
    // Printed as found, so a long run that fails shows every page's findings, not only the first.
    if (found.length) console.log(found.join('\n'));
    problems.push(...found);
  }
  await context.close();
  return [...problems, ...watch.errors];
}

/** Pages per test: each group gets its own context and timeout, so a slow machine fails one group, not the run. */
const GROUP_SIZE = 7;
function groups(paths: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < paths.length; i += GROUP_SIZE) out.push(paths.slice(i, i + GROUP_SIZE));
  return out;
}

test.describe('axe (WCAG 2.2 AA): no serious or critical violation in either theme', () => {
  for (const paths of groups(PUBLIC_PATHS)) {
    test(`signed out: ${paths.join(' ')}`, async ({ browser }) => {
      test.setTimeout(300_000);
      expect(await auditPaths(browser, paths)).toEqual([]);
    });
  }

  for (const [account, all] of SIGNED_IN) {
    for (const paths of groups(all)) {
      test(`as ${account}: ${paths.join(' ')}`, async ({ browser }) => {
        test.setTimeout(300_000);
        expect(await auditPaths(browser, paths, account)).toEqual([]);
      });
    }
  }
});
