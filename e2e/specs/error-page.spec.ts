import { test, expect } from '../support/fixtures';

test.describe('error page', () => {
  test('counts the status up to 404 with three digits and explains it', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/missing-page');
    const status = page.getByTestId('error-status');
    await expect(status).toHaveText(/^\d{3,}$/);
    await expect(status).toHaveText('404', { timeout: 4000 });
    await expect(page.getByTestId('error-title')).toHaveText('Page Not Found');
    await expect(page.getByText('Page Not Found: /missing-page')).toBeVisible();
    await expect(page.getByTestId('floating-number')).toHaveCount(5);
  });

  test('offers the three cards with their texts and links', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/missing-page');
    await expect(page.getByText("While you're here, why not explore:")).toBeVisible();
    const cards = [
      ['Patent Search', 'Discover groundbreaking innovations', '/products'],
      ['Features', 'Learn about our AI capabilities', '/#features'],
      ['Contact Us', 'Get in touch with our team', '/contact'],
    ] as const;
    for (const [title, text, href] of cards) {
      const link = page.getByRole('link', { name: new RegExp(`${title}.*${text}`) });
      await expect(link).toHaveAttribute('href', href);
    }
  });

  test('Back to Home goes to / and Go to Previous Page goes back', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/pricing');
    await page.goto('/missing-page', { referer: new URL('/pricing', page.url()).href });
    await page.getByRole('button', { name: 'Go to Previous Page' }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    await page.goto('/missing-page');
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Go to Previous Page falls back to / without history', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/missing-page');
    await page.getByRole('button', { name: 'Go to Previous Page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('search-engine bots get a plain status page', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const page = await context.newPage();
    await page.goto('/missing-page');
    await expect(page.getByTestId('error-page-plain')).toContainText('404');
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await context.close();
  });
});
