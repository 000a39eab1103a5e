import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY, type ThemeMode } from '@iprism/shared/contracts';

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
