import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, watchConsole, type ConsoleWatch } from '../support/fixtures';
import { AdminNotificationsPage, NotificationBell } from '../support/pages/notifications';
import { DEMO, signInAs } from '../support/sign-in';

/** Another person at another browser: their own context (cookies, socket), watched for console errors too. */
interface OtherBrowser {
  context: BrowserContext;
  page: Page;
  bell: NotificationBell;
  watch: ConsoleWatch;
}

async function openAs(browser: Browser, email: string, path: string): Promise<OtherBrowser> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const watch = watchConsole(page);
  await signInAs(page, email);
  await page.goto(path);
  const bell = new NotificationBell(page);
  // The live connection is open and the list loaded: from now on only a push can change it.
  await expect(bell.connection).toHaveAccessibleName('Live updates: connected');
  await bell.unread();
  return { context, page, bell, watch };
}

async function closeAll(...others: OtherBrowser[]): Promise<void> {
  for (const o of others) {
    await o.context.close();
    expect(o.watch.errors, `console errors of a second browser`).toEqual([]);
  }
}

/** Fresh text per run: the server's data outlives a single test. */
const uniqueText = (label: string) => `E2E ${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

test('a notification sent to one user arrives live for them only, and walks its lifecycle', async ({ page, browser, consoleWatch }) => {
  void consoleWatch;
  const text = uniqueText('notice');
  const pro = await openAs(browser, DEMO.pro, '/dashboard/patent');
  const standard = await openAs(browser, DEMO.standard, '/dashboard/patent');
  const before = await pro.bell.unread();
  const standardBefore = await standard.bell.unread();

  await signInAs(page, DEMO.admin);
  const admin = new AdminNotificationsPage(page);
  await admin.goto();
  await admin.sendTo({ email: DEMO.pro }, text);
  await expect(admin.toast('Sent to 1 user')).toBeVisible();

  // Pro sees it without a reload: the badge goes up, a toast says it, the list has it unread.
  await pro.bell.expectUnread(before + 1);
  await expect(pro.bell.toast(text)).toBeVisible();
  await pro.bell.open();
  await expect(pro.bell.item(text)).toHaveAttribute('data-viewed', 'false');

  // Standard, in the same organisation, gets nothing: not live, and not from the server either.
  await expect(standard.bell.toast(text)).toHaveCount(0);
  await standard.bell.expectUnread(standardBefore);
  await standard.page.reload();
  await standard.bell.unread();
  await standard.bell.open();
  await expect(standard.bell.item(text)).toHaveCount(0);

  // Read, dismissed, restored (viewed), deleted after the danger confirmation.
  await pro.bell.item(text).getByTestId('notification-open').click();
  await expect(pro.bell.item(text)).toHaveAttribute('data-viewed', 'true');
  await pro.bell.close();
  await pro.bell.expectUnread(before);
  await pro.bell.open();

  await pro.bell.action(text, 'Dismiss').click();
  await expect(pro.bell.item(text)).toHaveCount(0);
  await pro.bell.tab('Dismissed').click();
  await expect(pro.bell.item(text)).toBeVisible();

  await pro.bell.action(text, 'Restore').click();
  await expect(pro.bell.item(text)).toHaveCount(0);
  await pro.bell.tab('Active').click();
  await expect(pro.bell.item(text)).toHaveAttribute('data-viewed', 'true');

  await pro.bell.action(text, 'Delete').click();
  await pro.bell.confirm('Delete notification?');
  await expect(pro.bell.item(text)).toHaveCount(0);

  // Every step reached the server: after a reload the notification is still gone.
  await pro.page.reload();
  await pro.bell.expectUnread(before);
  await pro.bell.open();
  await expect(pro.bell.item(text)).toHaveCount(0);
  await pro.bell.tab('Dismissed').click();
  await expect(pro.bell.item(text)).toHaveCount(0);

  await closeAll(pro, standard);
});

test('an admin-only send to an organisation reaches its admin only, and mark all as read clears the badge', async ({ page, browser, consoleWatch }) => {
  void consoleWatch;
  const text = uniqueText('admins');
  const pro = await openAs(browser, DEMO.pro, '/dashboard/patent');
  const standard = await openAs(browser, DEMO.standard, '/dashboard/patent');
  const before = await pro.bell.unread();

  await signInAs(page, DEMO.admin);
  const admin = new AdminNotificationsPage(page);
  await admin.goto();
  await admin.sendTo({ organization: /^Harper & Lowe LLP/ }, text, { adminOnly: true });
  await expect(admin.toast('Sent to 1 user')).toBeVisible();

  await pro.bell.expectUnread(before + 1);
  await pro.bell.open();
  await expect(pro.bell.item(text)).toBeVisible();
  await standard.page.reload();
  await standard.bell.open();
  await expect(standard.bell.item(text)).toHaveCount(0);

  await pro.bell.panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(pro.bell.item(text)).toHaveAttribute('data-viewed', 'true');
  await pro.bell.close();
  await pro.bell.expectUnread(0);
  await pro.page.reload();
  await pro.bell.expectUnread(0);

  await closeAll(pro, standard);
});

test('the connection indicator shows a healthy live connection and its history', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await signInAs(page, DEMO.pro);
  await page.goto('/dashboard/patent');
  const bell = new NotificationBell(page);
  await expect(bell.connection).toHaveAccessibleName('Live updates: connected');
  await expect(bell.connection).toHaveAttribute('data-tone', 'success');
  await bell.connection.click();
  await expect(bell.connectionDetails).toContainText('Statusconnected');
  await expect(bell.connectionDetails.getByTestId('connection-history-entry').first()).toContainText('Connected');
  await page.keyboard.press('Escape');
  await expect(bell.connectionDetails).toBeHidden();
});

test('a low credit balance is announced once per sign-in session', async ({ page, consoleWatch }) => {
  void consoleWatch;
  await signInAs(page, DEMO.toolbox);
  await page.goto('/dashboard/toolbox');
  const bell = new NotificationBell(page);
  await expect(bell.toast('Only 3 credits remaining. Purchase more to continue.')).toBeVisible();
  await page.reload();
  await bell.unread();
  await page.waitForLoadState('networkidle');
  await expect(bell.toast('credits remaining')).toHaveCount(0);
});
