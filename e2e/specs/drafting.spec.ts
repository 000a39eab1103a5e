import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '../support/fixtures';
import { pdfText } from '../support/pdf-text';
import { DEMO, signInAs } from '../support/sign-in';

const WITH_ERROR = '1. A widget comprising a base.\n\n2. The widget of claim 1, wherein the lid is red.';
const FIXED = '1. A widget comprising a base and a lid.\n\n2. The widget of claim 1, wherein the lid is red.';
const REVISED = '1. A widget comprising a base and a lid.\n\n2. The widget of claim 1, wherein the lid is blue.';

/** An attorney writes claims, sees an antecedent error flagged as they type, fixes it, keeps two versions and reads the diff. */
test('an attorney drafts claims with live checks, saves two versions and compares them', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO.pro);
  await page.goto('/dashboard/patent/drafting');
  await page.getByTestId('new-draft').click();
  const claims = page.getByTestId('claims-editor');
  await claims.fill(WITH_ERROR);
  const antecedent = page.getByTestId('finding').filter({ hasText: 'the lid' });
  await expect(antecedent).toHaveAttribute('data-kind', 'antecedent-basis', { timeout: 30_000 });
  await expect(page.getByTestId('findings-count')).toContainText('1 open finding');

  await claims.fill(FIXED);
  await expect(page.getByText('No findings: the claims pass every check.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 30_000 });

  await page.getByTestId('tab-versions').click();
  await page.getByTestId('version-label').fill('First draft');
  await page.getByTestId('save-version').click();
  await expect(page.getByTestId('version-label')).toHaveValue('', { timeout: 30_000 });

  await claims.fill(REVISED);
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved', { timeout: 30_000 });
  await page.getByTestId('version-label').fill('After review');
  await page.getByTestId('save-version').click();
  await expect(page.getByTestId('version-label')).toHaveValue('', { timeout: 30_000 });

  await page.getByTestId('compare-versions').click();
  const changed = page.locator('[data-testid="diff-entry"][data-status="changed"]');
  await expect(changed).toHaveCount(1, { timeout: 30_000 });
  await expect(changed.locator('del')).toHaveText('red');
  await expect(changed.locator('ins')).toHaveText('blue');

  // The working copy survives a reload.
  await page.reload();
  await expect(page.getByTestId('claims-editor')).toHaveValue(REVISED);
});

/** A toolbox user fills an ADS from an uploaded USPTO XML and downloads a PDF that names the inventors. */
test('a toolbox user fills an ADS from an uploaded XML and downloads the PDF', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO.toolbox);
  await page.goto('/dashboard/toolbox/formfill');
  await page.getByTestId('form-ads').click();
  const xml = readFileSync(join(__dirname, '../../../shared/data/uspto-patentpublicdata-samples/xml2014/US08930553.xml'));
  await page.getByTestId('application-file').setInputFiles({ name: 'US08930553.xml', mimeType: 'application/xml', buffer: xml });
  await expect(page.getByTestId('field-inventor.1.givenName')).toHaveValue('Nitzan', { timeout: 30_000 });
  await expect(page.getByTestId('source-inventor.1.givenName')).toHaveText('USPTO XML: inventors');
  await expect(page.getByTestId('field-inventor.3.familyName')).toHaveValue('Zinger');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-pdf').click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfText(readFileSync((await download.path())!));
  for (const name of ['Nitzan', 'Nissim', 'Brian', 'Pulito', 'Asaf', 'Zinger']) expect(text).toContain(name);
});

/** A toolbox user fills an IDS from an uploaded USPTO XML and sees its size fee and timing worked out, then in the SB/08. */
test('a toolbox user fills an IDS with its size fee and timing worked out', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO.toolbox);
  await page.goto('/dashboard/toolbox/formfill');
  await page.getByTestId('form-ids').click();
  const xml = readFileSync(join(__dirname, '../../../shared/data/uspto-patentpublicdata-samples/xml2014/US08930553.xml'));
  await page.getByTestId('application-file').setInputFiles({ name: 'US08930553.xml', mimeType: 'application/xml', buffer: xml });
  await expect(page.getByTestId('field-firstNamedInventor')).toHaveValue('Nitzan Nissim', { timeout: 30_000 });
  await expect(page.getByTestId('ids-size-fee')).toContainText('21 cumulative items, tier 0, $0.00', { timeout: 30_000 });
  await expect(page.getByTestId('ids-timing')).toContainText('37 CFR 1.97(b)');
  await expect(page.getByTestId('ids-fee-table')).toContainText('effective 2025-01-19');

  await page.getByTestId('field-previouslyCitedItems').fill('40');
  await expect(page.getByTestId('ids-size-fee')).toContainText('61 cumulative items, tier 1, $200.00');
  await page.getByTestId('field-firstActionOnMeritsDate').fill('2013-05-01');
  await expect(page.getByTestId('ids-timing')).toContainText('37 CFR 1.97(c)');
  await expect(page.getByTestId('ids-statement-fee')).toHaveText('$260.00');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-pdf').click()]);
  const text = await pdfText(readFileSync((await download.path())!));
  expect(text).toContain('STATEMENTS UNDER 37 CFR 1.97 AND 1.98');
  expect(text).toContain('The fee set forth in 37 CFR 1.17(p) is submitted herewith.');
  expect(text).toMatch(/37 CFR\s+1\.17\(v\)/);
});
