import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/fixtures';
import { DEMO, signInAs } from '../support/sign-in';

/** Claims what US 4,323,047 (an automatic ball pitching machine, 1982, in the e2e demo corpus) disclosed. */
const APPLICATION = `BALL THROWING APPARATUS WITH BACKSPIN

DETAILED DESCRIPTION
A flywheel 10 rotates under a guide chute 12. A rubber pad 14 narrows the chute.

What is claimed is:
1. An apparatus for expelling game balls with backspin, comprising: a rotating flywheel; an upper guide chute above the flywheel; and a rubber pad disposed in the guide chute providing a constriction narrower than the diameter of the game ball, so that a ball fed onto the flywheel passes through the constriction and is expelled with backspin.
2. The apparatus of claim 1, wherein the ball is expelled on a horizontal trajectory and then rises.

ABSTRACT
A pitching machine expels baseballs with backspin using a rotating flywheel and a guide chute with a rubber constriction.
`;

const IDS_CSV = `Cite No,Type,Country,Document Number,Kind,Publication Date,Name,NPL Citation
1,US patent,US,"4,323,047",A,1982-04-06,Hopkins,
2,Foreign,EP,1 234 567,A1,2002-08-14,Example GmbH,
3,NPL,,,,,,"Smith, J., Backspin of pitched balls, Journal of Sports Engineering, vol. 12, 2004, doi:10.1000/xyz123"
`;

/**
 * End to end in Chromium: browse the CPC scheme to a subclass and search within it; upload an
 * application with its IDS; watch all six stages finish live; read the prior-art references and the claim
 * chart; download the normalised IDS.
 */
test('an attorney gets prior art with a claim chart and a normalised IDS', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, DEMO.pro);

  // The classification explorer: section G → class G06 → subclass G06N, then search within it.
  await page.goto('/dashboard/patent/classification-explorer');
  const row = (symbol: string) => page.locator(`[data-testid="cpc-tree-row"][data-symbol="${symbol}"]`);
  await expect(row('G')).toBeVisible({ timeout: 30_000 });
  await row('G').click();
  await row('G06').click();
  await row('G06N').click();
  // The demo corpus imports in the background: the subclass fills with documents as it lands.
  await expect(async () => {
    await page.reload();
    await row('G').click();
    await row('G06').click();
    await row('G06N').click();
    expect(Number((await row('G06N').getByTestId('cpc-count').textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
  }).toPass({ timeout: 90_000 });
  await page.getByRole('link', { name: 'Search within G06N' }).click();
  await expect(page).toHaveURL(/\/dashboard\/patent\/priorart\?.*cpc=G06N/);
  await page.getByTestId('corpus-search-query').fill('neural network training');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('corpus-search-total')).toContainText(/(?<![\d,])[1-9][\d,]* documents?/);
  await expect(page.getByTestId('corpus-search-result').first()).toContainText('G06N');
  // Each result says why it ranks there: its place by the query's terms and, once vectors are in, its closeness in meaning.
  await expect(page.getByTestId('corpus-search-result').first().getByTestId('corpus-search-reason')).toContainText(/Why here: #\d[\d,]* by your terms|% similar in meaning/);

  // Wait until the corpus holds the reference the application should meet.
  await expect(async () => {
    await page.goto('/dashboard/patent/priorart?tab=search&q=pitching%20machine%20backspin%20flywheel');
    await expect(page.getByTestId('corpus-search-result').filter({ hasText: 'US4323047' })).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });

  // Upload the application with its IDS and watch every stage finish live.
  await page.goto('/dashboard/patent');
  await page.getByTestId('upload-application-input').setInputFiles({ name: 'pitching-machine.txt', mimeType: 'text/plain', buffer: Buffer.from(APPLICATION) });
  await page.getByTestId('upload-ids-input').setInputFiles({ name: 'ids.csv', mimeType: 'text/csv', buffer: Buffer.from(IDS_CSV) });
  await page.getByTestId('upload-submit').click();
  await expect(page.getByTestId('upload-success')).toBeVisible();
  const reportHref = await page.getByTestId('upload-success').getByRole('link', { name: 'Open report' }).getAttribute('href');
  const applicationId = new URLSearchParams(reportHref?.split('?')[1]).get('applicationId');
  const card = page.locator(`[data-testid="application-card"][data-application-id="${applicationId}"]`);
  for (const stage of ['upload', 'report', 'priorArt', 'idsAnalysis', 'idsTransformation', 'idsClassification']) {
    await expect(card.getByTestId(`stage-${stage}`).getByTestId('stage-state')).toHaveText('Done', { timeout: 90_000 });
  }

  // Prior art: the anticipating patent among the references, and the claim chart quoting it.
  await page.goto(`/dashboard/patent/priorart?applicationId=${applicationId}`);
  await expect(page.getByTestId('prior-art-reference').filter({ hasText: 'US4323047' })).toHaveCount(1);
  const chart = page.getByTestId('claim-chart');
  await expect(chart).toContainText('US4323047');
  // Element 2 ("a rotating flywheel") is met by a quoted passage of the reference, with its coverage and field.
  const flywheel = chart.getByTestId('claim-chart-element').nth(1);
  await expect(flywheel).toContainText('a rotating flywheel');
  await expect(flywheel).toContainText(/(?<!\d)\d+% · (abstract|title|claims|description)/);

  // The report's IDS section: the citations normalised, and the IDS downloaded as CSV.
  await page.goto(`/dashboard/patent/analytics?applicationId=${applicationId}`);
  const ids = page.getByTestId('report-ids');
  await expect(ids.getByRole('table', { name: 'Normalised citations' })).toContainText('US4323047A');
  const [download] = await Promise.all([page.waitForEvent('download'), ids.getByTestId('ids-download-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/IDS\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('US4323047A');
  expect(csv).toContain('EP1234567A1');
  expect(csv).toContain('10.1000/xyz123');
});
