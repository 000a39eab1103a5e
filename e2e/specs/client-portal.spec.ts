import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO, DEMO_PASSWORD, signInAs } from '../support/sign-in';

/** Uploaded by the demo at start (server/src/modules/demo/applications.ts). */
const DEMO_APPLICATION_ID = 'app_demo_pitch_control';
const DEMO_APPLICATION = 'Adaptive wind turbine blade pitch control';
const CLIENT_PAGES = ['Dashboard', 'Prior Art', 'Analytics', 'Archives', 'Pdf Viewer', 'Account Settings', 'Support & Documentation', 'Documentation', 'Scout'];

/** The firm's side, as its API is called: pro@ shares an application with the client. */
async function shareWithClient(api: APIRequestContext, applicationId: string): Promise<void> {
  const signIn = await api.post('/api/auth/sign-in', { data: { email: DEMO.pro, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  const shares = (await (await api.get(`/api/applications/${applicationId}/assignments`, { headers })).json()) as { candidates: { userId: string; email: string }[] };
  const client = shares.candidates.find((c) => c.email === DEMO.client);
  expect(client, 'the client is a candidate').toBeTruthy();
  const csrf = (await (await api.get('/api/csrf-token', { headers })).json()) as { token: string };
  const res = await api.post(`/api/applications/${applicationId}/assignments`, { data: { userId: client?.userId }, headers: { ...headers, 'X-CSRF-Token': csrf.token } });
  expect(res.status(), 'share with the client').toBeLessThan(300);
}

test('a client sees a read-only product: their pages only, nothing to upload, edit, re-run or delete', async ({ page, request, consoleWatch }) => {
  void consoleWatch;
  test.setTimeout(120_000);
  await signInAs(page, DEMO.client);

  // Nothing shared yet: the dashboard says so and whom to ask, and offers no upload.
  await page.goto('/dashboard/patent');
  const nav = page.getByTestId('area-nav');
  await expect(nav.getByRole('link')).toHaveText(CLIENT_PAGES);
  await expect(page.getByTestId('client-nothing-shared')).toContainText('Nothing has been shared with you yet');
  await expect(page.getByTestId('client-nothing-shared')).toContainText('administrator');
  await expect(page.getByTestId('upload-application-input')).toHaveCount(0);
  await expect(page.getByText('Upload a patent application')).toHaveCount(0);
  await page.goto('/dashboard/patent/archives');
  await expect(page.getByTestId('client-nothing-shared')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload an application' })).toHaveCount(0);

  // A page outside the client portal is refused, not half shown.
  await page.goto('/dashboard/patent/drafting');
  await expect(page).toHaveURL(/\/unauthorized\?reason=client-access/);

  // The firm shares the demo application once it has finished.
  await expect(async () => {
    await shareWithClient(request, DEMO_APPLICATION_ID);
  }).toPass({ timeout: 60_000 });
  await page.goto('/dashboard/patent');
  const card = page.getByRole('article', { name: DEMO_APPLICATION });
  await expect(card.getByTestId('stage-idsClassification')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await card.getByRole('link', { name: `Open report: ${DEMO_APPLICATION}` }).click();
  await expect(page.getByTestId('report-client-note')).toBeVisible();
  const ids = page.getByTestId('report-ids');
  await expect(ids.getByRole('table', { name: 'Normalised citations' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Correct|Remove|Delete|Re-run|Share|Upload)/ })).toHaveCount(0);
  await expect(page.getByTestId('ids-citation-edit')).toHaveCount(0);

  await page.goto('/dashboard/patent/archives');
  await expect(page.getByRole('link', { name: `Open report: ${DEMO_APPLICATION}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Re-run: ${DEMO_APPLICATION}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete: ${DEMO_APPLICATION}` })).toHaveCount(0);
});
