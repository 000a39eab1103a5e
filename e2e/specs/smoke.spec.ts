import { test, expect } from '../support/fixtures';

test('home page renders through the marketing remote', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#features')).toBeAttached();
  await expect(page).toHaveTitle(/iPrism/);
});

test('an unknown path shows the 404 error page', async ({ page, consoleWatch }) => {
  void consoleWatch;
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page.getByTestId('error-status')).toHaveText('404', { timeout: 5000 });
  await expect(page.getByText('Page Not Found: /no/such/page')).toBeVisible();
});
