import { test, expect } from '../support/fixtures';
import { DEMO, signInAs } from '../support/sign-in';

/** A text that states no filing or priority date: its prior art starts uncut. */
const APPLICATION = `BALL THROWING APPARATUS WITH BACKSPIN

DETAILED DESCRIPTION
A flywheel 10 rotates under a guide chute 12. A rubber pad 14 narrows the chute.

What is claimed is:
1. An apparatus for expelling game balls with backspin, comprising: a rotating flywheel; an upper guide chute above the flywheel; and a rubber pad disposed in the guide chute providing a constriction narrower than the diameter of the game ball.

ABSTRACT
A pitching machine expels baseballs with backspin using a rotating flywheel and a guide chute with a rubber constriction.
`;

/** The prior-art page asks for the effective date a document does not state, and searching again keeps to it. */
test('an attorney sets the prior-art cutoff of an application that states no date', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, DEMO.pro);
  await page.goto('/dashboard/patent');
  await page.getByTestId('upload-application-input').setInputFiles({ name: 'undated.txt', mimeType: 'text/plain', buffer: Buffer.from(APPLICATION) });
  await page.getByTestId('upload-submit').click();
  await expect(page.getByTestId('upload-success')).toBeVisible();
  const reportHref = await page.getByTestId('upload-success').getByRole('link', { name: 'Open report' }).getAttribute('href');
  const applicationId = new URLSearchParams(reportHref?.split('?')[1]).get('applicationId');
  const card = page.locator(`[data-testid="application-card"][data-application-id="${applicationId}"]`);
  await expect(card.getByTestId('stage-priorArt').getByTestId('stage-state')).toHaveText('Done', { timeout: 90_000 });

  await page.goto(`/dashboard/patent/priorart?applicationId=${applicationId}`);
  await expect(page.getByTestId('prior-art-uncut')).toContainText('Not cut off');
  await page.getByTestId('prior-art-cutoff-input').fill('1982-01-01');
  await page.getByTestId('prior-art-cutoff-apply').click();
  await expect(page.getByTestId('prior-art-cutoff')).toContainText('Prior art published before 1982-01-01 · set by you', { timeout: 90_000 });
  await expect(page.getByTestId('prior-art-uncut')).toHaveCount(0);
  for (const published of await page.getByTestId('prior-art-reference').locator('td:nth-child(4)').allTextContents()) expect(published < '1982-01-01').toBe(true);

  // The date stays with the application: a reload shows it again.
  await page.reload();
  await expect(page.getByTestId('prior-art-cutoff')).toContainText('set by you');
});
