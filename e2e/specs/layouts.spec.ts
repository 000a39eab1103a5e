import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { LayoutFrame } from '../support/pages/layout-frame';
import { DEMO, signInAs } from '../support/sign-in';

interface FrameCase {
  layout: string;
  path: string;
  /** The frame's h1; the public site leaves the h1 to its pages. */
  title?: string;
  navName: string;
  links: string[];
  current?: string;
}

const CASES: FrameCase[] = [
  { layout: 'default', path: '/', navName: 'Main', links: ['Products', 'Pricing', 'Security', 'Newsroom', 'Documentation', 'Contact'] },
  { layout: 'dashboard', path: '/dashboard/patent', title: 'Dashboard', navName: 'Patent dashboard', links: ['Dashboard', 'Drafting', 'Prior Art', 'Upgrade', 'Scout', 'Subscription'], current: 'Dashboard' },
  { layout: 'scout', path: '/dashboard/scout', title: 'Scout', navName: 'Scout', links: ['Scout overview', 'Patents', 'Patent dashboard'], current: 'Scout overview' },
  { layout: 'toolbox', path: '/dashboard/toolbox', title: 'Toolbox', navName: 'Toolbox', links: ['Toolbox', 'Form Fill', 'Patent dashboard'], current: 'Toolbox' },
  { layout: 'admin', path: '/admin/accounts', title: 'Admin - Accounts', navName: 'Admin', links: ['Overview', 'Accounts', 'Newsroom', 'Contractor Management'], current: 'Accounts' },
  { layout: 'employee', path: '/employee', title: 'Employee Dashboard', navName: 'Employee', links: ['Employee Dashboard', 'Hours', 'Contractor'], current: 'Employee Dashboard' },
];

const PHONE = { width: 375, height: 740 };

/** The staff administrator passes every guard, so every area's frame can be checked with one account. */
const signInForArea = async (c: FrameCase, page: Page) => {
  if (c.layout !== 'default') await signInAs(page, DEMO.admin);
};

for (const c of CASES) {
  test.describe(`${c.layout} layout at ${c.path}`, () => {
    test('renders its frame, title, nav and theme toggle', async ({ page, consoleWatch }) => {
      void consoleWatch;
      const frame = new LayoutFrame(page);
      await signInForArea(c, page);
      await page.goto(c.path);
      await expect(frame.root).toHaveAttribute('data-layout', c.layout);
      if (c.title) await expect(frame.pageTitle).toHaveText(c.title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(frame.main).toBeVisible();

      const nav = frame.nav(c.navName);
      for (const name of c.links) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      if (c.current) await expect(nav.getByRole('link', { name: c.current, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(frame.menuButton).toBeHidden();

      const before = await page.locator('html').getAttribute('data-theme');
      await frame.themeToggle.click();
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
    });

    test('opens its nav from the hamburger on a phone without sideways scroll', async ({ page, consoleWatch }) => {
      void consoleWatch;
      const frame = new LayoutFrame(page);
      await page.setViewportSize(PHONE);
      await signInForArea(c, page);
      await page.goto(c.path);
      await expect(frame.root).toHaveAttribute('data-layout', c.layout);
      await page.waitForLoadState('networkidle');
      expect(await frame.fitsViewportWidth()).toBe(true);

      await expect(frame.nav(c.navName)).toBeHidden();
      await frame.menuButton.click();
      const nav = frame.nav(c.navName);
      for (const name of c.links) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      expect(await frame.fitsViewportWidth()).toBe(true);

      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(frame.menuButton).toBeFocused();
    });
  });
}

test('the public footer links every public page', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await page.goto('/pricing');
  const footer = new LayoutFrame(page).nav('Footer');
  const pages = ['Products', 'Pricing', 'Security', 'About', 'Careers', 'Newsroom', 'Contact', 'Documentation', 'Support', 'Feedback', 'Terms of Service', 'Privacy Policy', 'Accessibility'];
  for (const name of pages) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/sign-up');
  await expect(page.getByRole('contentinfo')).toContainText(/© \d{4} iPrism/);
});

test('the skip link is the first stop and moves focus to the main content', async ({ page, consoleWatch }) => {
  void consoleWatch;
  const frame = new LayoutFrame(page);
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/patent/priorart');
  await expect(frame.pageTitle).toHaveText('Prior Art');
  await page.keyboard.press('Tab');
  await expect(frame.skipLink).toBeFocused();
  await expect(frame.skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(frame.main).toBeFocused();
});

test('following a nav link moves the current-page mark', async ({ page, consoleWatch }) => {
  void consoleWatch;
  const frame = new LayoutFrame(page);
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/patent');
  const nav = frame.nav('Patent dashboard');
  await nav.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/patent\/analytics$/);
  await expect(frame.pageTitle).toHaveText('Analytics');
  await expect(nav.getByRole('link', { name: 'Analytics', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute('aria-current', 'page');
});

test('the account menu shows who is signed in, the account pages, and signs out', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await signInAs(page, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(page.getByTestId('user-menu-identity')).toContainText('Avery Admin');
  await expect(page.getByTestId('user-menu-identity')).toContainText(DEMO.admin);
  for (const name of ['Profile', 'Account Settings', 'Settings', 'Sign out']) await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toBeAttached();
  await menu.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  // The session is gone on the server too: the protected page sends the visitor back to sign in.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/sign-in/);
});
