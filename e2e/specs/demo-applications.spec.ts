import { test, expect } from '../support/fixtures';
import { NotificationBell } from '../support/pages/notifications';
import { DEMO, signInAs } from '../support/sign-in';

/** The demo's applications (server/src/modules/demo/applications.ts), by the title their documents state. */
const DEMO_APPLICATIONS = ['Adaptive wind turbine blade pitch control'];
const STAGES = ['upload', 'report', 'priorArt', 'idsAnalysis', 'idsTransformation', 'idsClassification'];

/**
 * A new user's first clicks: each demo application finishes every stage within a minute of the server's
 * start, whatever the corpus import is doing, and its report, prior art and IDS open from the dashboard.
 */
test('each demo application opens from the dashboard: report, prior art and IDS', async ({ page, consoleWatch }) => {
  void consoleWatch;
  test.setTimeout(120_000);
  await signInAs(page, DEMO.pro);
  for (const title of DEMO_APPLICATIONS) {
    await page.goto('/dashboard/patent');
    const card = page.getByRole('article', { name: title });
    for (const stage of STAGES) await expect(card.getByTestId(`stage-${stage}`)).toHaveAttribute('data-state', 'done', { timeout: 60_000 });

    await card.getByRole('link', { name: `Open report: ${title}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/patent\/analytics\?applicationId=/);
    await expect(page.getByTestId('report-header')).toContainText(title);
    await expect(page.getByTestId('report')).toBeVisible();
    const ids = page.getByTestId('report-ids');
    await expect(ids.getByRole('table', { name: 'Normalised citations' })).toContainText('US7190085');

    await page.getByRole('link', { name: 'Prior art and claim chart' }).click();
    await expect(page).toHaveURL(/\/dashboard\/patent\/priorart\?applicationId=/);
    await expect(page.getByTestId('prior-art-result')).toBeVisible();
    await expect(page.getByTestId('prior-art-pending')).toHaveCount(0);
  }

  // The bell announces each report, which by now has opened.
  const bell = new NotificationBell(page);
  await bell.unread();
  await bell.open();
  for (const title of DEMO_APPLICATIONS) await expect(bell.item(`The report for “${title}” is ready.`)).toHaveCount(1);
});
