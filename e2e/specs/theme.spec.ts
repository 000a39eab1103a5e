import { test, expect } from '../support/fixtures';

test('theme is light by default and dark only when stored as dark', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.evaluate(() => localStorage.setItem('theme', 'DARK'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('toggling the theme in one tab changes it in another', async ({ page, context, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/pricing');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.getByRole('button', { name: /theme/i }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = await other.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');

  await other.getByRole('button', { name: /theme/i }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await other.close();
});
