import { test, expect } from '../support/fixtures';
import { IdsSection } from '../support/pages/ids-section';
import { DEMO, signInAs } from '../support/sign-in';
import { ptoSb08Pdf } from '../../server/test/fixtures/pto-sb08';

const APPLICATION = `RADIATION DETECTOR WITH CHARGE SENSITIVE PREAMPLIFIER

DETAILED DESCRIPTION
A cadmium zinc telluride crystal 10 is read by a charge sensitive preamplifier 12 feeding a pulse shaper 14.

What is claimed is:
1. A radiation detector comprising: a cadmium zinc telluride crystal; a charge sensitive preamplifier coupled to the crystal; and a pulse shaper receiving the output of the preamplifier.

ABSTRACT
A CZT radiation detector read by a CMOS charge sensitive preamplifier and a pulse shaper.
`;

/**
 * The SB/08 an attorney filed on the PTO sheet (US08926509's references and foreign numbers in their
 * offices' spellings): cite 3 repeats cite 1 in another spelling, cite 4 lost a digit of its DE number.
 */
const SB08 = {
  us: [
    { citeNo: '1', number: 'US-4,313,443-A', date: '02-1982', name: 'Frosch et al.' },
    { citeNo: '2', number: 'US-2005/0197680-A1', date: '09-2005', name: 'Delmain et al.' },
    { citeNo: '3', number: 'US 4313443 A', date: '02-1982', name: 'Frosch' },
  ],
  foreign: [
    { citeNo: '4', number: 'DE 10 2010 012 34 A1', date: '09-22-2011', name: 'Robert Bosch GmbH' },
    { citeNo: '5', number: 'JP H10-123456 A', date: '05-12-1998', name: 'Hitachi Ltd' },
  ],
  npl: [
    {
      citeNo: '6',
      text: 'MONTEMONT, G. et al., "Experimental Comparison of Discrete and CMOS Charge Sensitive Preamplifiers for CZT Radiation Detectors", IEEE Transactions on Nuclear Science, vol. 50, No. 4, 2002, p. 936-941.',
    },
  ],
};

test('an attorney corrects the IDS rows held out of the SB/08 and downloads an SB/08 safe to file', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, DEMO.pro);
  await page.goto('/dashboard/patent');
  await page.getByTestId('upload-application-input').setInputFiles({ name: 'detector.txt', mimeType: 'text/plain', buffer: Buffer.from(APPLICATION) });
  await page.getByTestId('upload-ids-input').setInputFiles({ name: 'ids-sb08a.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await ptoSb08Pdf(SB08)) });
  await page.getByTestId('upload-submit').click();
  const reportHref = await page.getByTestId('upload-success').getByRole('link', { name: 'Open report' }).getAttribute('href');
  const applicationId = new URLSearchParams(reportHref?.split('?')[1]).get('applicationId');
  const card = page.locator(`[data-testid="application-card"][data-application-id="${applicationId}"]`);
  await expect(card.getByTestId('stage-idsClassification').getByTestId('stage-state')).toHaveText('Done', { timeout: 120_000 });

  await page.goto(`/dashboard/patent/analytics?applicationId=${applicationId}`);
  const ids = new IdsSection(page);
  await expect(ids.root.getByTestId('ids-counts')).toContainText('6 citations · 2 U.S. patents · 1 U.S. publication · 2 foreign · 1 non-patent literature');
  await expect(ids.held).toContainText('2 citations are left out of the SB/08 PDF until they are corrected');
  expect(await ids.heldRefs()).toEqual(['c3', 'c4']);
  await expect(ids.heldCitation('c3')).toContainText('Cite 3 · US 4313443 Aduplicates cite 1 (US4313443A)');
  await expect(ids.heldCitation('c4')).toContainText('Cite 4 · DE 10 2010 012 34 A1DE 10201001234 A1: not a valid DE number');
  await expect(ids.citation('c5')).toContainText('JPH10123456A');

  // The SB/08 leaves the held rows out; exporting them takes a confirmation that names them.
  const held = await ids.sb08Text();
  expect(held).toMatch(/1 US-4313443-A 02-1982 Frosch et al\./);
  expect(held).toMatch(/5 H10123456 JP A 05-12-1998 Hitachi Ltd/);
  expect(held).toContain('6 MONTEMONT, G. et al.');
  expect(held).not.toContain('Robert Bosch');
  expect(held).not.toMatch(/^3 US-4313443-A/m);
  await ids.root.getByTestId('ids-download-pdf-with-held').click();
  await expect(ids.confirm).toContainText('Export the SB/08 with 2 citations that need correction?');
  await expect(ids.confirm).toContainText('cite 3 (duplicates cite 1 (US4313443A))');
  await expect(ids.confirm).toContainText('cite 4 (DE 10201001234 A1: not a valid DE number');
  await ids.confirm.getByTestId('confirm-dialog-cancel').click();
  await expect(ids.confirm).toBeHidden();

  // Correct cite 4 in the browser; the server checks it again and the row leaves the held list.
  await ids.correct('c4', { number: '10 2010 012 345', country: 'DE', kind: 'A1' });
  expect(await ids.heldRefs()).toEqual(['c3']);
  await expect(ids.citation('c4')).toContainText('DE102010012345A1');
  await expect(page.getByText('Cite 4 corrected: DE102010012345A1.')).toBeVisible();

  // Remove the duplicate after the host's confirmation.
  await ids.heldCitation('c3').getByTestId('ids-held-remove').click();
  await expect(ids.confirm).toContainText('Remove cite 3 from the IDS?');
  await ids.confirm.getByTestId('confirm-dialog-confirm').click();
  await expect(ids.held).toBeHidden();
  await expect(ids.root.getByTestId('ids-removed')).toContainText('Cite 3 · US 4313443 A');
  await expect(ids.root.getByTestId('ids-counts')).toContainText('5 citations');

  // The SB/08 now carries the corrected row and every other citation, and still after a reload.
  await page.reload();
  await expect(ids.citation('c4')).toContainText('DE102010012345A1');
  const filed = await ids.sb08Text();
  expect(filed).toMatch(/4 102010012345 DE A1 09-22-2011 Robert Bosch GmbH/);
  expect(filed).toMatch(/1 US-4313443-A 02-1982 Frosch et al\./);
  expect(filed).toMatch(/2 US-20050197680-A1 09-2005 Delmain et al\./);
  expect(filed).toContain('6 MONTEMONT, G. et al.');
  expect(filed).not.toMatch(/^3 US-4313443-A/m);
});
