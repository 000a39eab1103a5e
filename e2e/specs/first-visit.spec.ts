import { test, expect } from '../support/fixtures';
import { SignInScreen } from '../support/pages/auth-forms';
import { DEMO, signInAs } from '../support/sign-in';

test('an unknown path answers 404 with the error page; a page of the route table answers 200', async ({ page, consoleWatch }) => {
  void consoleWatch;
  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page.getByText('Page Not Found: /no/such/page')).toBeVisible();

  const known = await page.goto('/pricing');
  expect(known?.status()).toBe(200);
});

test('public pages, /unauthorized included, show a signed-in visitor the account menu instead of Sign in / Start free', async ({ page, consoleWatch }) => {
  void consoleWatch;
  test.setTimeout(120_000);
  await signInAs(page, DEMO.pro);
  for (const path of ['/', '/pricing', '/accessibility', '/unauthorized?reason=no-license']) {
    await page.goto(path);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Account menu' }), path).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Dashboard' }), path).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign in' }), path).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Start free' }), path).toHaveCount(0);
  }
});

test('a refused sign-in says how long to wait, from Retry-After, and counts down', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 429/);
  await page.route('**/api/auth/sign-in', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '3' },
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' }),
    }),
  );
  const screen = new SignInScreen(page);
  await screen.goto();
  await screen.signIn(DEMO.pro, 'not-the-password');
  await expect(screen.error).toContainText(/You can try again in 0:0[1-3]\./);
  await expect(screen.form.getByRole('button', { name: /^Try again in 0:0[1-3]$/ })).toBeDisabled();
  await expect(screen.submit).toBeEnabled({ timeout: 6_000 });
});
