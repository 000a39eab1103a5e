import { scannedPdf } from '../../server/test/fixtures/scanned-pdf';
import { test, expect } from '../support/fixtures';
import { handTruckPdf } from '../support/patent-pdf';
import { DEMO, signInAs } from '../support/sign-in';

/** The claims pages of a real patent, printed and scanned: images only, no text layer. */
async function scannedClaims(): Promise<Buffer> {
  return Buffer.from(await scannedPdf(await handTruckPdf(), { lastPages: 2 }));
}

test('a scanned PDF gets a report, and its recognised text is searched and highlighted in the viewer', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAs(page, DEMO.pro);
  await page.goto('/dashboard/patent');
  await page.getByTestId('upload-application-input').setInputFiles({ name: 'scanned-claims.pdf', mimeType: 'application/pdf', buffer: await scannedClaims() });
  await page.getByTestId('upload-submit').click();
  const openReport = page.getByTestId('upload-success').getByRole('link', { name: 'Open report' });
  const applicationId = new URL((await openReport.getAttribute('href'))!, page.url()).searchParams.get('applicationId');
  // Recognition is the slow part: two pages at 300 dpi on a busy two-core machine.
  const card = page.locator(`[data-testid="application-card"][data-application-id="${applicationId}"]`);
  await expect(card.getByTestId('stage-report').getByTestId('stage-state')).toHaveText('Done', { timeout: 240_000 });

  await openReport.click();
  await expect(page.getByTestId('report-ocr')).toContainText(/OCR: pages 1.2 had no usable text and were read from their scanned image/);
  await expect(page.getByTestId('claim-node').first()).toBeVisible();

  await page.goto(`/dashboard/patent/pdfviewer?applicationId=${applicationId}&page=1`);
  await expect(page.getByTestId('report-ocr')).toBeVisible();
  await expect(page.locator('[data-testid="pdf-page"][data-page="1"] canvas')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('searchbox', { name: 'Search the document' }).fill('wheel');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('pdf-search-count')).toContainText(/^\d+ match/);
  await page.getByTestId('pdf-search-hit').first().click();
  const mark = page.getByTestId('pdf-mark-active');
  await expect(mark).toBeVisible();
  // The box sits on the page, not at its corner: the recognised line's place, taken through the zoom.
  const box = await mark.boundingBox();
  const pageBox = await page.locator('[data-testid="pdf-page"]').first().boundingBox();
  expect(box!.x).toBeGreaterThan(pageBox!.x + 20);
  expect(box!.y).toBeGreaterThan(pageBox!.y + 20);
  expect(box!.height).toBeLessThan(40);
});
