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
 * Opens each path in one browser context (signed in as `account` when given) and runs axe on it in the light
 * theme, then the dark one. A page that sends the account elsewhere is a wrong pairing, reported as such.
 */
export async function auditPaths(browser: Browser, paths: readonly string[], account?: string): Promise<string[]> {
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
export function groups(paths: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < paths.length; i += GROUP_SIZE) out.push(paths.slice(i, i + GROUP_SIZE));
  return out;
}
