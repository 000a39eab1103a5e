import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in top bar's bell and its panel, and the live connection indicator next to it. */
export class NotificationBell {
  readonly button: Locator;
  readonly panel: Locator;
  readonly connection: Locator;
  readonly connectionDetails: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByTestId('notification-bell');
    this.panel = page.getByTestId('notifications-panel');
    this.connection = page.getByTestId('connection-indicator');
    this.connectionDetails = page.getByTestId('connection-details');
  }

  /** Waits until the list is loaded, then reads the badge's count. */
  async unread(): Promise<number> {
    await expect(this.button).toHaveAttribute('data-status', 'ready');
    return Number(await this.button.getAttribute('data-unread'));
  }

  async expectUnread(count: number): Promise<void> {
    await expect(this.button).toHaveAttribute('data-unread', String(count));
    await expect(this.button).toHaveAccessibleName(count > 0 ? `Notifications, ${count} unread` : 'Notifications');
  }

  async open(): Promise<void> {
    await this.button.click();
    await expect(this.panel).toBeVisible();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.panel).toBeHidden();
  }

  tab(name: 'Active' | 'Dismissed'): Locator {
    return this.panel.getByRole('tab', { name: new RegExp(`^${name} \\(`) });
  }

  item(text: string): Locator {
    return this.panel.getByTestId('notification-item').filter({ hasText: text });
  }

  action(text: string, action: 'Dismiss' | 'Restore' | 'Delete'): Locator {
    return this.item(text).getByRole('button', { name: `${action}: ${text}` });
  }

  toast(text: string): Locator {
    return this.page.getByTestId('toast').filter({ hasText: text });
  }

  /** Accepts the host's confirmation dialog and waits for it to close. */
  async confirm(title: string): Promise<void> {
    const dialog = this.page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText(title);
    await dialog.getByTestId('confirm-dialog-confirm').click();
    await expect(dialog).toBeHidden();
  }
}

export type Audience = { email: string } | { organization: RegExp };

/** /admin/notifications: the send form and the clean-up card. */
export class AdminNotificationsPage {
  readonly send: Locator;
  readonly cleanup: Locator;

  constructor(readonly page: Page) {
    this.send = page.getByTestId('send-notification-card');
    this.cleanup = page.getByTestId('cleanup-card');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/notifications');
    await expect(this.page.getByTestId('page-title')).toHaveText('Admin - Notifications');
    await expect(this.send).toBeVisible();
  }

  async sendTo(audience: Audience, text: string, opts: { adminOnly?: boolean } = {}): Promise<void> {
    if ('email' in audience) {
      await this.send.getByRole('radio', { name: 'A user' }).check();
      await this.send.getByTestId('send-email').fill(audience.email);
    } else {
      await this.send.getByRole('radio', { name: 'An organization' }).check();
      await this.send.getByTestId('send-organization').getByRole('combobox').click();
      await this.page.getByRole('option', { name: audience.organization }).click();
    }
    await this.send.getByTestId('send-text').fill(text);
    if (opts.adminOnly) await this.send.getByRole('switch', { name: 'Admins only' }).check();
    await this.send.getByRole('button', { name: 'Send notification' }).click();
  }

  toast(text: string): Locator {
    return this.page.getByTestId('toast').filter({ hasText: text });
  }
}
