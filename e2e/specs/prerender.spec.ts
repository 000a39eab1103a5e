import { test, expect } from '../support/fixtures';
import { PRERENDERED_PATHS } from '../../shared/src/contracts/prerender';
import { ROUTES } from '@iprism/shared/contracts';
import { documentTitle } from '../../host/src/routes/document-title';

const H1 = '[data-layout="default"] main h1';

test('the prerendered public pages show their content, title and meta tags with scripts off', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of PRERENDERED_PATHS) {
    await page.goto(path);
    await expect(page.locator(H1)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(ROUTES.find((r) => r.path === path)!));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${path}`);
  }
  await context.close();
});

test('the app takes a prerendered page over without the content ever going away, and its controls then work', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.addInitScript((selector) => {
    const events: string[] = [];
    (window as unknown as { __h1Events: string[] }).__h1Events = events;
    let shown = false;
    new MutationObserver(() => {
      const now = document.querySelector(selector) !== null;
      if (now !== shown) events.push(now ? 'shown' : 'gone');
      shown = now;
    }).observe(document, { childList: true, subtree: true });
  }, H1);
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  // Then the page's own code replaces the prerendered content the live frame kept.
  await expect(page.locator('[data-prerendered-content]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __h1Events: string[] }).__h1Events)).toEqual(['shown']);
  // The prerendered styles left with the prerendered markup: only the app's own remain.
  expect(await page.locator('style[data-emotion^="pre"], style[data-prerendered]').count()).toBe(0);
  await page.getByRole('button', { name: /theme/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator(H1)).toBeVisible();
});

test('a dark-theme visitor is not shown the light prerendered page', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    document.addEventListener('DOMContentLoaded', () => {
      const prerendered = document.querySelector('[data-prerendered-page]');
      (window as unknown as { __prerenderDisplay: string | null }).__prerenderDisplay = prerendered ? getComputedStyle(prerendered).display : null;
    });
  });
  await page.goto('/products');
  expect(await page.evaluate(() => (window as unknown as { __prerenderDisplay: string | null }).__prerenderDisplay)).toBe('none');
  await expect(page.locator(H1)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a section link followed before the app takes the page over leaves focus on that section afterwards', async ({ page, consoleWatch }) => {
  void consoleWatch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The app's scripts wait; theme-boot.js runs before the page is drawn, so it does not.
  await page.route(/\/(?!theme-boot\.js)[^/]+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/terms', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: /Fees and payment/ }).click();
  await expect(page).toHaveURL(/\/terms#fees$/);
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  const heading = page.getByRole('heading', { level: 2, name: /Fees and payment/ });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test("the site's frame responds before the page's own code has arrived, and the page then replaces its prerendered content", async ({ page, consoleWatch }) => {
  void consoleWatch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The marketing remote's scripts (the home page's code) wait; the host's do not.
  await page.route(/\/builds\/remotes\/marketing\/.+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const content = page.locator('[data-prerendered-content]');
  await expect(content.locator('h1')).toBeVisible();
  // The theme works at once; the content, drawn for the light theme, waits for the page in the dark one.
  await page.getByRole('button', { name: /theme/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('page-loading')).toBeVisible();
  await page.getByRole('button', { name: /theme/i }).click();
  await expect(content.locator('h1')).toBeVisible();
  // A link in the prerendered content navigates in the app, without loading the document again.
  await content.locator('a[href="/pricing"]').first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  release();
  await expect(page.locator(H1)).toHaveText('Plans for every kind of patent practice');
  await expect(content).toHaveCount(0);
  expect(await page.locator('style[data-emotion^="pre"], style[data-prerendered]').count()).toBe(0);
});

test("if the app's code cannot be loaded, the prerendered page stays readable and its links load as documents", async ({ page }) => {
  await page.route(/\/bootstrap\.[0-9a-f]+\.js(\?|$)/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  const content = page.locator('[data-prerendered-content]');
  await expect(content.locator('h1')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await content.locator('a[href="/pricing"]').first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument ?? false)).toBe(false);
});
