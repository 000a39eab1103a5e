import { readFileSync } from 'node:fs';
import { test, expect } from '../support/fixtures';
import { DEMO, signInAs } from '../support/sign-in';

/** An attorney runs an invalidity search on a full-text grant of the corpus, follows it to the end and files the chart as DOCX. */
test('an attorney runs an invalidity search on a corpus patent and exports the DOCX chart', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAs(page, DEMO.pro);
  await page.goto('/dashboard/litigate');
  await page.getByTestId('invalidity-number').fill('US 8,926,509 B2');
  await page.getByTestId('invalidity-start').click();
  // The e2e server imports its demo corpus as it starts: the first calls wait for it.
  await expect(page).toHaveURL(/[?&]search=/, { timeout: 120_000 });
  await expect(page.getByTestId('invalidity-priority')).toContainText('published before 2007-08-24', { timeout: 60_000 });
  await expect(page.getByTestId('invalidity-message')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('invalidity-coverage')).toBeVisible();
  const table = page.locator('[data-testid^="chart-US"]').first();
  await expect(table.getByRole('row').nth(1)).toContainText('1.1');

  // A decision and a note, then the DOCX carries them.
  await table.getByRole('textbox', { name: 'Note for element 1.1', exact: true }).fill('Preamble: not limiting');
  await page.getByTestId('invalidity-save').click();
  await expect(page.getByTestId('invalidity-save')).toHaveText('Edits saved', { timeout: 60_000 });
  const download = page.waitForEvent('download');
  await page.getByTestId('invalidity-export-docx').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Invalidity chart US8926509B2.docx');
  expect(readFileSync((await file.path())!).subarray(0, 2).toString()).toBe('PK');
});

/** An attorney uploads a product page saved as HTML, charts it against a corpus patent and exports the chart. */
test('an attorney charts a product description against a corpus patent', async ({ page }) => {
  test.setTimeout(600_000);
  await signInAs(page, DEMO.pro);
  await page.goto('/dashboard/litigate');
  const form = page.getByTestId('infringement-form');
  await form.getByTestId('infringement-number').fill('US 8,926,509 B2');
  await form.getByLabel('Product name').fill('Acme Widget');
  const html = '<!DOCTYPE html><html><head><script>var tracking = 1;</script></head><body><h1>Acme Widget</h1><p>The widget has a housing, a processor and a memory storing instructions.</p><p>A wireless interface sends data to a server.</p></body></html>';
  await form.getByTestId('infringement-file').setInputFiles({ name: 'acme-widget.html', mimeType: 'text/html', buffer: Buffer.from(html) });
  await form.getByTestId('infringement-start').click();
  // Charted while the request waits; the invalidity search of the test before may still hold the server.
  await expect(page).toHaveURL(/[?&]chart=/, { timeout: 240_000 });
  const result = page.getByTestId('infringement-result');
  await expect(result).toContainText('Acme Widget against US8926509B2', { timeout: 60_000 });
  await expect(result.getByTestId('infringement-coverage')).toContainText(/Claim \d+: \d+% of elements read on/);
  await expect(result.getByRole('columnheader', { name: 'Product passage' })).toBeVisible();
  await expect(result).not.toContainText('tracking');
  const download = page.waitForEvent('download');
  await page.getByTestId('infringement-export-docx').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Infringement chart US8926509B2 Acme Widget.docx');
  expect(readFileSync((await file.path())!).subarray(0, 2).toString()).toBe('PK');
});

/** A staff employee clears a mark against the demo register and downloads the clearance report. */
test('a staff user clears a mark and downloads the report', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, DEMO.employee);
  await page.goto('/dashboard/trademark');
  await expect(page.getByTestId('trademark-register')).toContainText('demo data', { timeout: 120_000 });
  await page.getByTestId('trademark-mark').fill('Nova-Link');
  await page.getByTestId('trademark-classes').fill('9');
  await page.getByTestId('trademark-search').click();
  const results = page.getByTestId('trademark-results');
  await expect(results.getByRole('row').nth(1)).toContainText('NOVALINK', { timeout: 60_000 });
  await expect(results.getByRole('row').nth(1)).toContainText('Identical once spacing and punctuation are ignored.');
  await expect(results).toContainText('Sounds alike');
  const download = page.waitForEvent('download');
  await page.getByTestId('trademark-report').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Trademark clearance Nova-Link.pdf');
  expect(readFileSync((await file.path())!).subarray(0, 5).toString()).toBe('%PDF-');
});

/** Without a translation provider the page says how to configure one, and the quality check works offline. */
test('an attorney checks a human translation without a provider', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, DEMO.pro);
  await page.goto('/dashboard/translate');
  await expect(page.getByTestId('translate-no-provider')).toContainText('DEEPL_API_KEY', { timeout: 120_000 });
  await page.getByTestId('glossary').fill('lever,Hebel');
  await page.getByTestId('qc-source').fill('1. A device comprising a lever 12 and a pin 14.\n2. The device of claim 1, wherein the lever 12 is made of steel.');
  await page.getByTestId('qc-translation').fill('1. Vorrichtung umfassend einen Hebel 12 und einen Stift 41.\n2. Vorrichtung nach Anspruch 3, wobei der Arm 12 aus Stahl ist.');
  await page.getByTestId('qc-run').click();
  const issues = page.getByTestId('qc-issues');
  await expect(issues).toContainText('Reference numeral');
  await expect(issues).toContainText('refers to claim 1 in the source but to claim 3 in the translation');
  await expect(issues).toContainText('should be rendered "Hebel"');
});
