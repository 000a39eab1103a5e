import { test, expect } from '../support/fixtures';
import { handTruckPdf } from '../support/patent-pdf';
import { DEMO, signInAs } from '../support/sign-in';

/**
 * End to end in Chromium: upload a real patent, watch the stages move live, read the report,
 * open an issue in the PDF viewer, find the application in the archive, delete it.
 */
test('a patent attorney uploads a real patent and works with its report', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO.pro);
  await page.goto('/dashboard/patent');

  await page.getByTestId('upload-application-input').setInputFiles({ name: 'wheeled-hand-truck.pdf', mimeType: 'application/pdf', buffer: await handTruckPdf() });
  await expect(page.getByTestId('upload-application-file')).toContainText('wheeled-hand-truck.pdf');
  await page.getByTestId('upload-submit').click();
  await expect(page.getByTestId('upload-success')).toBeVisible();

  // The new card's stages move live, without a reload, until the last one is done.
  const card = page.getByTestId('application-card').filter({ hasText: /wheeled hand truck/i });
  await expect(card.getByTestId('stage-upload').getByTestId('stage-state')).toHaveText('Done');
  await expect(card.getByTestId('stage-report').getByTestId('stage-state')).toHaveText('Done', { timeout: 60_000 });
  await expect(card.getByTestId('stage-idsClassification').getByTestId('stage-state')).toHaveText('Done', { timeout: 60_000 });

  await page.getByTestId('upload-success').getByRole('link', { name: 'Open report' }).click();
  await expect(page).toHaveURL(/\/dashboard\/patent\/analytics\?applicationId=app_/);
  const claims = page.getByTestId('claim-node');
  await expect(claims.first()).toBeVisible();
  await expect(page.getByTestId('report-statistics')).toContainText('9');
  // The tree opens expanded: claim 4 sits under claim 3, which sits under claim 1.
  await expect(page.locator('[data-claim="1"] [data-claim="3"] [data-claim="4"]').first()).toContainText('Depends on claim 3');

  // An issue with a page opens the viewer on that page, with the issue listed and highlighted.
  const finding = page.getByRole('link', { name: /^Open in PDF viewer, page \d+:/ }).first();
  const label = (await finding.getAttribute('aria-label')) ?? '';
  const pageNumber = Number(/page (\d+)/.exec(label)?.[1]);
  await finding.click();
  await expect(page).toHaveURL(/\/dashboard\/patent\/pdfviewer\?/);
  await expect(page.locator(`[data-testid="pdf-page"][data-page="${pageNumber}"] canvas`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('pdf-findings').getByTestId('pdf-finding').first()).toBeVisible();

  await page.goto('/dashboard/patent/archives?q=hand%20truck');
  const row = page.getByRole('row').filter({ hasText: /wheeled hand truck/i });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Delete: / }).click();
  await page.getByRole('dialog').getByRole('button', { name: /delete/i }).click();
  await expect(page.getByRole('row').filter({ hasText: /wheeled hand truck/i })).toHaveCount(0);
});
