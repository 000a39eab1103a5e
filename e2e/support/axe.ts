import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { ROUTES, THEME_STORAGE_KEY, type ThemeMode } from '@iprism/shared/contracts';
import { watchConsole } from './fixtures';
import { DEMO, signInAs } from './sign-in';

/** The WCAG 2.2 AA rule set: every A and AA rule of 2.0, 2.1 and 2.2. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** The rules whose outcome depends on colours: all a change of theme can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The page's serious and critical WCAG 2.2 AA violations, one line each with the first elements it names;
 * `onlyColours` runs just the colour rules (for a page already checked in the other theme).
 */
export async function blockingViolations(page: Page, label: string, onlyColours = false): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS);
  const { violations } = await (onlyColours ? builder.withRules(COLOUR_RULES) : builder).analyze();
  return violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.split('\n').slice(1).join(' ').trim()}]` : ''}`);
      return `${label}: ${v.id} (${v.impact}, ${v.nodes.length}×) ${v.help} — ${targets.join(' | ')}`;
    });
}

/**
 * Switches the open page's theme in place, the way another tab's toggle reaches it (the stored value and its
 * storage event), and waits out the colour transitions so contrast is measured on the final colours.
 */
export async function switchTheme(page: Page, mode: ThemeMode): Promise<void> {
  await page.evaluate(
    ({ key, value }) => {
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    },
    { key: THEME_STORAGE_KEY, value: mode },
  );
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await page.waitForTimeout(400);
}

/** A browser path for each route pattern: parameters get a sample value, a splat its base. */
export const samplePath = (pattern: string) => pattern.replace(/\/\*$/, '').replace(/:number\b/g, 'US1234567B2').replace(/:[a-z]+/gi, 'sample') || '/';

/**
 * The demo account each signed-in page is meant for: staff areas for staff, the toolbox for its own licence,
 * trademark for an employee (admin or employee licence), onboarding for an organisation still being set up,
 * every other dashboard page for a law-firm pro.
 */
export function accountFor(path: string): string {
  if (path.startsWith('/admin')) return DEMO.admin;
  if (path.startsWith('/employee') || path === '/dashboard/trademark') return DEMO.employee;
  if (path.startsWith('/dashboard/toolbox')) return DEMO.toolbox;
  if (path.startsWith('/onboarding')) return DEMO.pending;
  return DEMO.pro;
}

export const PUBLIC_PATHS = [...ROUTES.filter((r) => r.meta.public).map((r) => samplePath(r.path)), '/no-such-page'];

/** Every signed-in page, by the demo account it is opened with. */
export function signedInPathsByAccount(): Map<string, string[]> {
  const byAccount = new Map<string, string[]>();
  for (const route of ROUTES.filter((r) => !r.meta.public)) {
    const path = samplePath(route.path);
    const account = accountFor(path);
    byAccount.set(account, [...(byAccount.get(account) ?? []), path]);
  }
  return byAccount;
}

/**
 * Waits until no request of the page has been in flight for half a second: the `networkidle` of a page load, for
 * an in-app navigation too (Playwright's own load states are reached once per document).
 */
function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const finished = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return async () => {
    while (inFlight > 0 || Date.now() - lastChange < 500) await page.waitForTimeout(100);
  };
}

/**
 * Opens each path in one browser context (signed in as `account` when given) and runs every rule on it in the
 * theme it opens in, then the colour rules in the other theme. The first path is a page load, the others in-app
 * navigations as the app's links make them (each page load would boot the app again). The theme is not switched
 * back: the next page opens in the one left, so each page costs one switch and the two themes take turns at the
 * full run. A page that sends the account elsewhere is a wrong pairing, reported as such.
 */
export async function auditPaths(browser: Browser, paths: readonly string[], account?: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const watch = watchConsole(page);
  watch.allow(/status of 40[134]/);
  const settled = trackRequests(page);
  if (account) await signInAs(page, account);
  const problems: string[] = [];
  let theme: ThemeMode = 'light';
  for (const [i, path] of paths.entries()) {
    if (i === 0) await page.goto(path);
    else
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    // Lazy remotes and their data load after the page: give them the moment they take.
    await settled();
    const landed = new URL(page.url()).pathname;
    if (landed !== path) problems.push(`${path}: redirected to ${landed}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const found = await blockingViolations(page, `${path} ${theme}`);
    theme = theme === 'light' ? 'dark' : 'light';
    await switchTheme(page, theme);
    found.push(...(await blockingViolations(page, `${path} ${theme}`, true)));
    // Printed as found, so a long run that fails shows every page's findings, not only the first.
    if (found.length) console.log(found.join('\n'));
    problems.push(...found);
  }
  await context.close();
  return [...problems, ...watch.errors];
}

/** Pages per test: each group gets its own context and timeout, so a slow machine fails one group, not the run. */
const GROUP_SIZE = 7;
export function groups(paths: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < paths.length; i += GROUP_SIZE) out.push(paths.slice(i, i + GROUP_SIZE));
  return out;
}
