import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO, signInAs } from '../support/sign-in';

/** The demo's application (server/src/modules/demo/applications.ts), whose stages are all done by the time a user looks. */
const DEMO_TITLE = 'Adaptive wind turbine blade pitch control';

const APPLICATION = `SEED DISPENSER WITH METERING WHEEL

DETAILED DESCRIPTION
A hopper 10 feeds a metering wheel 12 with cells 14 sized to one seed each. A brush 16 wipes surplus seeds back into the hopper.

What is claimed is:
1. A seed dispenser comprising: a hopper; a metering wheel below the hopper having cells each sized to hold one seed; and a brush wiping the wheel so that each cell leaves the hopper with one seed.

ABSTRACT
A seed dispenser meters one seed per cell of a wheel under a hopper, a brush wiping away the surplus.
`;

/**
 * Moves the focus with Tab alone until `target` has it, as a keyboard user would, and fails if it is not reached
 * within `max` presses. A control reached this way must show a focus ring (an outline of at least 2 px).
 */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      const ring = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring.style, 'focus ring').not.toBe('none');
      expect(ring.width, 'focus ring width').toBeGreaterThanOrEqual(2);
      return;
    }
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

test.describe('keyboard only', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO.pro);
  });

  test('upload an application, open its report, delete it through the confirm dialog', async ({ page, consoleWatch }) => {
    // Uploaded without an IDS: the report asks for its IDS analysis and is told there is none (404).
    consoleWatch.allow(/status of 404/);
    test.setTimeout(120_000);
    await page.goto('/dashboard/patent');

    // The browse button is reached and shown by keyboard; the file itself goes to its input, since the native
    // chooser a key press opens is not reliably reported to the test (a person picks the file there).
    const browse = page.getByRole('button', { name: 'Browse for application document' });
    await tabTo(page, browse);
    await page.getByTestId('upload-application-input').setInputFiles({ name: 'seed-dispenser.txt', mimeType: 'text/plain', buffer: Buffer.from(APPLICATION) });
    await expect(page.getByTestId('upload-application-file')).toContainText('seed-dispenser.txt');

    await tabTo(page, page.getByTestId('upload-submit'));
    await page.keyboard.press('Enter');
    const success = page.getByTestId('upload-success');
    await expect(success).toBeVisible({ timeout: 60_000 });
    await tabTo(page, success.getByRole('link', { name: 'Open report' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/patent\/analytics\?applicationId=app_/);
    await expect(page.getByTestId('report-header')).toContainText(/seed dispenser/i, { timeout: 60_000 });

    await page.goto('/dashboard/patent/archives?q=seed%20dispenser');
    const row = page.getByRole('row').filter({ hasText: /seed dispenser/i });
    await expect(row).toHaveCount(1);
    const remove = row.getByRole('button', { name: /^Delete: / });
    await tabTo(page, remove);

    // The dialog opens on its least destructive action; Escape cancels and gives the focus back to the button that opened it.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('confirm-dialog-cancel')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    await expect(row).toHaveCount(1);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, page.getByTestId('confirm-dialog-confirm'), 10);
    await page.keyboard.press('Enter');
    await expect(row).toHaveCount(0);
  });

  test('open a report from the dashboard, go on to its prior art, search the corpus', async ({ page, consoleWatch }) => {
    void consoleWatch;
    test.setTimeout(120_000);
    await page.goto('/dashboard/patent');
    const card = page.getByRole('article', { name: DEMO_TITLE });
    await expect(card.getByTestId('stage-priorArt')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });

    await tabTo(page, card.getByRole('link', { name: `Open report: ${DEMO_TITLE}` }), 120);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/patent\/analytics\?applicationId=/);
    await expect(page.getByTestId('report-header')).toContainText(DEMO_TITLE);

    await tabTo(page, page.getByRole('link', { name: 'Prior art and claim chart' }), 200);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/patent\/priorart\?applicationId=/);
    // The previous test's upload may still be in its pipeline on the same two cores.
    await expect(page.getByTestId('prior-art-result')).toBeVisible({ timeout: 60_000 });

    // The view tabs are one stop: arrows move between them, Enter opens one.
    await tabTo(page, page.getByRole('tab', { name: 'Application results' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Search the corpus' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Search the corpus' })).toHaveAttribute('aria-selected', 'true');

    const query = page.getByRole('textbox', { name: /Search terms or claim text/ });
    for (let i = 0; i < 10 && !(await query.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(query).toBeFocused();
    await page.keyboard.type('wind turbine blade pitch');
    await tabTo(page, page.getByRole('search').getByRole('button', { name: 'Search' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('corpus-search-total')).toContainText(/(?<![\d,])[1-9][\d,]* documents?/, { timeout: 30_000 });
  });
});
