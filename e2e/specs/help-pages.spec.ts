import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { apiSignIn } from '../support/identity';
import { LayoutFrame } from '../support/pages/layout-frame';
import { DEMO, DEMO_PASSWORD, signInAs } from '../support/sign-in';

/** Saves the settings form and waits for the server's answer. */
async function save(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/account/patent-settings') && r.request().method() === 'PUT');
  await page.getByTestId('settings-save').click();
  expect((await answered).status()).toBe(200);
}

/**
 * The signed-in home and the help pages as a law-firm user sees them: the areas of their licence, the
 * manual with its search, a support ticket answered by staff, and a saved workspace setting.
 */
test.describe('dashboard home and help', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, DEMO.pro);
  });

  test('the home shows the areas of a Pilot licence with their figures', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/dashboard');
    await expect(page).toHaveTitle(/Dashboard Home/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Home' })).toBeVisible();
    await expect(page.getByTestId('home-status-patent')).toHaveText(/^(?:No applications|1 application|[\d,]+ applications) in progress$/);
    await expect(page.getByTestId('home-status-subscription')).toHaveText(/^PilotLawFirmPro · \d[\d,]* credits?$/);
    await expect(page.getByTestId('home-area-toolbox')).toHaveCount(0);
    await expect(page.getByTestId('home-area-admin')).toHaveCount(0);
    await page.getByTestId('home-area-patent').getByRole('link').click();
    await expect(new LayoutFrame(page).pageTitle).toHaveText('Dashboard');
  });

  for (const path of ['/dashboard/documentation', '/dashboard/patent/documentation']) {
    test(`${path} is the searchable manual`, async ({ page, consoleWatch }) => {
      void consoleWatch;
      await page.goto(path);
      await expect(new LayoutFrame(page).pageTitle).toHaveText('Documentation');
      await expect(page.getByRole('link', { name: '/api/docs' })).toHaveAttribute('href', '/api/docs');
      await expect(page.getByTestId('manual-section-keyboard')).toBeVisible();
      await page.getByTestId('manual-search').fill('antecedent');
      await expect(page.getByTestId('manual-section-findings')).toBeVisible();
      await expect(page.getByTestId('manual-section-keyboard')).toHaveCount(0);
      await expect(page.getByTestId('manual-section-findings').locator('mark').first()).toHaveText(/antecedent/i);
      await page.getByTestId('manual-search').fill('zzqx');
      await expect(page.getByTestId('manual-count')).toHaveText('Nothing in the documentation matches “zzqx”.');
    });
  }

  test('a ticket goes to support with its page and bundle, and the answer comes back', async ({ page, request, consoleWatch }) => {
    void consoleWatch;
    const subject = `Scanned office action ${Date.now().toString(36)}`;
    await page.goto('/dashboard/patent/support?from=/dashboard/patent/archives');
    await expect(new LayoutFrame(page).pageTitle).toHaveText('Support & Documentation');
    await expect(page.getByTestId('support-page')).toHaveValue('/dashboard/patent/archives');

    await page.getByTestId('support-submit').click();
    await expect(page.getByText('Please choose what your request is about.')).toBeVisible();

    await page.getByTestId('support-category').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Uploads' }).click();
    await page.getByTestId('support-subject').fill(subject);
    await page.getByTestId('support-message').fill('The scanned office action I uploaded gives an empty report.');
    await page.getByTestId('support-consent').check();
    await page.getByTestId('support-submit').click();

    const ticket = page.getByTestId('ticket').filter({ hasText: subject });
    await expect(ticket).toContainText('Waiting for an answer');
    await expect(ticket).toContainText('/dashboard/patent/archives · diagnostic bundle attached');

    // Staff answer it from the admin API the admin home's panel calls.
    const admin = await apiSignIn(request, DEMO.admin, DEMO_PASSWORD);
    const list = await request.get('/api/admin/support/tickets?status=open', { headers: admin.headers() });
    const tickets = ((await list.json()) as { tickets: { id: string; subject: string; diagnostics: { logEntries: unknown[]; appVersions: Record<string, string> } | null }[] }).tickets;
    const stored = tickets.find((t) => t.subject === subject);
    expect(stored?.diagnostics?.appVersions).toHaveProperty('patent');
    const reply = await request.post(`/api/admin/support/tickets/${stored?.id}/reply`, { headers: await admin.mutatingHeaders(), data: { message: 'Scanned pages need OCR; please send the file.' } });
    expect(reply.status()).toBe(200);

    await page.reload();
    await expect(ticket).toContainText('Answered');
    await expect(ticket.getByTestId('ticket-reply')).toContainText('Scanned pages need OCR; please send the file.');
  });

  test('a workspace setting is saved on the server', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/dashboard/patent/settings');
    await expect(new LayoutFrame(page).pageTitle).toHaveText('Settings');
    const count = page.getByTestId('settings-result-count');
    await expect(count).toHaveValue('20');

    await count.fill('60');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('Show at most 50 results.')).toBeVisible();

    await count.fill('12');
    await page.getByTestId('settings-notify-analytics').uncheck();
    await save(page);

    await page.reload();
    await expect(page.getByTestId('settings-result-count')).toHaveValue('12');
    await expect(page.getByTestId('settings-notify-analytics')).not.toBeChecked();

    // Back to the defaults: other specs search and export as this user.
    await page.getByTestId('settings-result-count').fill('20');
    await page.getByTestId('settings-notify-analytics').check();
    await save(page);
  });
});
