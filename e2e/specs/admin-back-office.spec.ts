import type { Page } from '@playwright/test';
import { test, expect, watchConsole } from '../support/fixtures';
import { apiSignIn, createVerifiedUser } from '../support/identity';
import { DEMO, DEMO_PASSWORD, signInAs } from '../support/sign-in';

/** The host's confirmation dialog: accept it and wait for it to close. */
async function confirmDialog(page: Page): Promise<void> {
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('confirm-dialog-confirm').click();
  await expect(dialog).toBeHidden();
}

test.describe('admin back office', () => {
  // Several browsers, sign-ups (password hashing) and a minute of fast-forwarded clock per test.
  test.describe.configure({ timeout: 180_000 });

  test('a law firm signs up with its USPTO registration number; an administrator approves it and changes seats and credits', async ({ page, browser, request }) => {
    // Two browsers, a sign-up and four admin screens: longer than the others on a busy machine.
    test.setTimeout(300_000);
    const applicant = await createVerifiedUser(request, 'bo-registration', 'Ada Okafor');
    const organizationName = `Okafor Patent Services ${Date.now().toString(36)}`;

    // The applicant's own browser: the onboarding step of the sign-up files the law-firm registration.
    const applicantContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const applicantPage = await applicantContext.newPage();
    await signInAs(applicantPage, applicant.email, applicant.password);
    await applicantPage.goto('/onboarding/organization');
    const form = applicantPage.getByRole('form', { name: 'Register a law firm' });
    await form.getByLabel('Law firm name').fill(organizationName);
    const number = form.getByLabel('USPTO registration number');
    await number.fill('12');
    await number.blur();
    await expect(form.getByText('A USPTO registration number has five or six digits.')).toBeVisible();
    await number.fill('Reg. No. 52,001');
    await number.blur();
    await expect(form.getByText('Registration number 52001.')).toBeVisible();
    await form.getByLabel('Your last name, as on the USPTO roster').fill('Okafor');
    await form.getByLabel('Seats').fill('2');
    await form.getByRole('button', { name: 'Send for review' }).click();
    await expect(applicantPage).toHaveURL(/\/onboarding\/complete\?registration=verified$/);
    await expect(applicantPage.getByRole('heading', { name: 'Your registration is with us' })).toBeVisible();
    await applicantContext.close();

    await signInAs(page, DEMO.admin);
    await page.goto('/admin/registrations');
    const item = page.getByTestId('registration').filter({ hasText: organizationName });
    // The admin area's remote loads first; on a busy machine that takes a while.
    await expect(item).toContainText('52001', { timeout: 60_000 });
    await expect(item.getByTestId('registration-verified')).toContainText('Ada Okafor, registered agent');
    await item.getByTestId('approve-registration').click();
    await confirmDialog(page);
    await expect(page.getByText(`${organizationName} is approved`)).toBeVisible();
    await expect(page.getByTestId('registration').filter({ hasText: organizationName })).toHaveCount(0);

    await page.goto('/admin/organizations');
    await page.getByTestId('organizations-filter').fill(organizationName);
    const row = page.getByTestId('organization-row');
    await expect(row).toContainText('PilotLawFirmStandard');
    await expect(row).toContainText('1 / 2');

    // Seats and credits, changed from the organisation's detail.
    await row.getByRole('button', { name: organizationName }).click();
    const detail = page.getByTestId('organization-detail');
    const license = detail.getByTestId('organization-licence-form');
    await expect(license).toBeVisible({ timeout: 60_000 });
    await license.getByLabel('Seats').fill('3');
    await license.getByRole('button', { name: 'Save licence' }).click();
    await expect(detail).toContainText('1 of 3 seats used');
    const credits = detail.getByTestId('organization-credit-form');
    await credits.getByLabel('Credits (+/−)').fill('25');
    await credits.getByLabel('Reason').fill('Welcome credits for the pilot');
    await credits.getByRole('button', { name: 'Adjust credits' }).click();
    await expect(detail).toContainText('25 credits');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(row).toContainText('1 / 3');
  });

  test('an administrator adds a redirect rule and a user following the old path lands on the new one; a guard toggle lets a path through', async ({ page, browser, request }) => {
    // Three browsers signing in: longer than the others on a busy machine.
    test.setTimeout(300_000);
    await signInAs(page, DEMO.admin);
    await page.goto('/admin');
    const panel = page.getByTestId('route-rules-panel');
    await panel.getByTestId('rule-pattern').fill('/dashboard/patent/old-archives');
    await panel.getByTestId('rule-redirect').fill('/dashboard/patent/archives');
    await panel.getByTestId('save-route-rule').click();
    await expect(panel.getByTestId('route-rules-table')).toContainText('/dashboard/patent/old-archives');
    await panel.getByTestId('rule-test-path').fill('/Dashboard/Patent/Old-Archives');
    await panel.getByRole('button', { name: 'Test' }).click();
    await expect(panel.getByTestId('rule-test-result')).toContainText('redirects to /dashboard/patent/archives');

    const userContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const userPage = await userContext.newPage();
    await signInAs(userPage, DEMO.standard);
    await userPage.goto('/dashboard/patent/old-archives');
    await expect(userPage).toHaveURL(/\/dashboard\/patent\/archives$/);

    // The personal-e-mail guard refuses this account on the patent dashboard, unless a rule turns it off there.
    // Another browser for the other account, so the two sessions do not share a refresh cookie.
    const personalContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const personal = await personalContext.newPage();
    await signInAs(personal, DEMO.personal);
    await personal.goto('/dashboard/patent/analytics');
    await expect(personal).toHaveURL(/\/unauthorized\?reason=personal-email/);
    const admin = await apiSignIn(request, DEMO.admin, DEMO_PASSWORD);
    const put = await request.put('/api/admin/route-rules', { headers: await admin.mutatingHeaders(), data: { pattern: '/dashboard/patent/analytics', redirect: null, guards: { personalEmail: false } } });
    expect(put.status()).toBe(200);
    const fresh = await personalContext.newPage();
    await fresh.goto('/dashboard/patent/analytics');
    await expect(fresh).toHaveURL(/\/dashboard\/patent\/analytics$/);

    for (const pattern of ['/dashboard/patent/analytics', '/dashboard/patent/old-archives']) {
      expect((await request.delete(`/api/admin/route-rules?pattern=${encodeURIComponent(pattern)}`, { headers: await admin.mutatingHeaders() })).status()).toBe(204);
    }
    await personalContext.close();
    await userContext.close();
  });

  test('an administrator suspends a user signed in elsewhere: that browser is signed out within a minute and sign-in is refused', async ({ page, browser, request, consoleWatch }) => {
    const user = await createVerifiedUser(request, 'bo-suspend', 'Sasha Suspended');

    // The user's own browser, with its clock under the test's control (tokens live 60 s).
    const userContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const userPage = await userContext.newPage();
    const userConsole = watchConsole(userPage);
    userConsole.allow(/status of 40[13]/);
    await userPage.clock.install();
    await signInAs(userPage, user.email, user.password);
    await userPage.goto('/dashboard');
    await expect(userPage).toHaveURL(/\/dashboard$/);

    await signInAs(page, DEMO.admin);
    await page.goto('/admin/accounts');
    await page.getByTestId('accounts-search').fill(user.email);
    const row = page.getByTestId('account-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('status-active')).toBeVisible();
    await row.getByRole('button', { name: user.email }).click();
    const detail = page.getByTestId('account-detail');
    await expect(detail.getByRole('heading', { name: 'Sasha Suspended' })).toBeVisible();
    await detail.getByTestId('suspend-account').click();
    await confirmDialog(page);
    await expect(detail.getByTestId('status-suspended')).toBeVisible({ timeout: 60_000 });
    await expect(detail.getByText('No live session.')).toBeVisible();

    await userPage.clock.fastForward(61_000);
    await expect(userPage).toHaveURL(/\/sign-in/, { timeout: 20_000 });
    const refused = await request.post('/api/auth/sign-in', { data: { email: user.email, password: user.password } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('ACCOUNT_SUSPENDED');

    // Restored, the user can sign in again.
    await detail.getByTestId('restore-account').click();
    await expect(detail.getByTestId('status-active')).toBeVisible({ timeout: 60_000 });
    expect((await request.post('/api/auth/sign-in', { data: { email: user.email, password: user.password } })).status()).toBe(200);

    // The audit log shows who did it.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.goto('/admin/security-dashboard');
    const audit = page.getByTestId('audit-panel');
    await audit.getByLabel('Actor (e-mail or id)').fill(DEMO.admin);
    await audit.getByRole('button', { name: 'Apply' }).click();
    await expect(audit.getByTestId('audit-row').filter({ hasText: 'account.suspended' }).first()).toBeVisible();
    await expect(audit.getByTestId('audit-row').filter({ hasText: 'account.restored' }).first()).toBeVisible();
    await expect(page.getByTestId('refusals-table')).toBeVisible();
    expect(userConsole.errors).toEqual([]);
    await userContext.close();
    expect(consoleWatch.errors).toEqual([]);
  });
});
