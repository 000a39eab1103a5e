import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/** The /test bench page (marketing remote) that drives the shell's toasts, confirm dialog, spinners and meter. */
class TestBench {
  readonly toasts: Locator;
  readonly dialog: Locator;
  readonly confirmButton: Locator;
  readonly cancelButton: Locator;
  readonly result: Locator;

  constructor(readonly page: Page) {
    this.toasts = page.getByTestId('toast');
    this.dialog = page.getByRole('dialog');
    this.confirmButton = page.getByTestId('confirm-dialog-confirm');
    this.cancelButton = page.getByTestId('confirm-dialog-cancel');
    this.result = page.getByTestId('test-confirm-result');
  }

  async open(): Promise<void> {
    await this.page.goto('/test');
    await expect(this.page.getByRole('heading', { level: 1, name: 'UI component test bench' })).toBeVisible();
  }

  async press(testId: string): Promise<void> {
    await this.page.getByTestId(testId).click();
  }

  async openConfirm(testId: string): Promise<void> {
    await this.press(testId);
    await expect(this.dialog).toBeVisible();
  }

  async expectResult(text: string): Promise<void> {
    await expect(this.result).toHaveText(text);
    await expect(this.dialog).toBeHidden();
  }
}

test.describe('toasts', () => {
  test('show at most three: a fourth drops the oldest', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const bench = new TestBench(page);
    await bench.open();
    await bench.press('test-toast-4');
    await expect(bench.toasts).toHaveCount(3);
    await expect(page.getByTestId('toast-message')).toHaveText(['Toast 2', 'Toast 3', 'Toast 4']);
    await expect(page.getByText('Toast 1', { exact: true })).toHaveCount(0);
  });

  test('disappear by themselves after about 5 s, or at once when dismissed', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const bench = new TestBench(page);
    await bench.open();
    await bench.press('test-toast-success');
    const toast = bench.toasts.filter({ hasText: 'Report saved' });
    await expect(toast).toHaveAttribute('data-type', 'success');
    await expect(toast).toHaveAttribute('data-color', 'green');
    await page.waitForTimeout(4000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 2500 });

    await bench.press('test-toast-error');
    const error = page.getByRole('alert').filter({ hasText: 'Failed to save notification' });
    await expect(error).toHaveAttribute('aria-live', 'assertive');
    await error.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(error).toBeHidden();
  });

  test('a progress toast updates in place and does not time out', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const bench = new TestBench(page);
    await bench.open();
    await bench.press('test-toast-progress');
    const toast = bench.toasts.filter({ has: page.getByRole('progressbar') });
    await expect(toast).toHaveAttribute('data-type', 'progress');
    await expect(toast).toHaveAttribute('data-color', 'purple');
    const progress = async () => Number(await toast.getAttribute('data-progress'));
    await expect.poll(progress).toBeGreaterThan(0);
    await expect(bench.toasts).toHaveCount(1);
    // Past the 5 s timeout of an ordinary toast: still there, now complete.
    await page.waitForTimeout(6000);
    await expect(toast).toHaveAttribute('data-progress', '100');
    await expect(toast).toContainText('Upload complete');
    await expect(toast.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(bench.toasts).toHaveCount(1);
  });
});

test.describe('confirmation dialog', () => {
  test('resolves true on confirm, false on cancel, the backdrop and the close icon', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const bench = new TestBench(page);
    await bench.open();

    await bench.openConfirm('test-confirm-info');
    await expect(bench.dialog).toContainText('Are you sure you want to proceed?');
    await bench.confirmButton.click();
    await bench.expectResult('true');

    await bench.openConfirm('test-confirm-info');
    await bench.cancelButton.click();
    await bench.expectResult('false');

    await bench.openConfirm('test-confirm-success');
    await bench.confirmButton.click();
    await bench.expectResult('true');

    await bench.openConfirm('test-confirm-warning');
    await page.mouse.click(5, 5);
    await bench.expectResult('false');

    await bench.openConfirm('test-confirm-info');
    await bench.dialog.getByRole('button', { name: 'Close' }).click();
    await bench.expectResult('false');
  });

  test('colours the confirm button by type: red for danger and error', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const bench = new TestBench(page);
    await bench.open();
    const expected: [string, string][] = [
      ['danger', 'error'],
      ['error', 'error'],
      ['warning', 'warning'],
      ['success', 'success'],
      ['info', 'primary'],
    ];
    for (const [type, color] of expected) {
      await bench.openConfirm(`test-confirm-${type}`);
      await expect(bench.confirmButton).toHaveAttribute('data-color', color);
      if (type === 'danger') {
        await expect(bench.confirmButton).toHaveText('Delete');
        // MUI's default error.main, #d32f2f.
        await expect(bench.confirmButton).toHaveCSS('background-color', 'rgb(211, 47, 47)');
      }
      await bench.cancelButton.click();
      await expect(bench.dialog).toBeHidden();
    }
  });

  test('requiresInput blocks an empty confirm and returns the text', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const bench = new TestBench(page);
    await bench.open();
    await bench.openConfirm('test-confirm-input');
    const input = bench.dialog.getByLabel('Please provide details:');
    await expect(bench.confirmButton).toBeDisabled();
    await input.fill('   ');
    await expect(bench.confirmButton).toBeDisabled();
    await input.press('Control+Enter');
    await expect(bench.dialog.getByText('This field is required')).toBeVisible();
    await expect(bench.dialog).toBeVisible();
    await input.fill('Different claim scope');
    await expect(bench.dialog.getByText('This field is required')).toBeHidden();
    await bench.confirmButton.click();
    await bench.expectResult('Different claim scope');

    // The input resets when the dialog closes.
    await bench.openConfirm('test-confirm-input');
    await expect(bench.dialog.getByLabel('Please provide details:')).toHaveValue('');
    await bench.cancelButton.click();
    await bench.expectResult('false');
  });

  test("shows 'Processing...' with both buttons disabled while onConfirm runs", async ({ page, consoleWatch }) => {
    void consoleWatch;
    const bench = new TestBench(page);
    await bench.open();
    await bench.openConfirm('test-confirm-loading');
    await bench.confirmButton.click();
    await expect(bench.confirmButton).toHaveText('Processing...');
    await expect(bench.confirmButton.getByTestId('confirm-dialog-spinner')).toBeVisible();
    await expect(bench.confirmButton).toBeDisabled();
    await expect(bench.cancelButton).toBeDisabled();
    await bench.expectResult('true');
  });

  test('autoCloseTab closes a tab a script opened', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const bench = new TestBench(page);
    await bench.open();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('/test'))]);
    const popupBench = new TestBench(popup);
    await expect(popup.getByRole('heading', { level: 1 })).toBeVisible();
    await popupBench.openConfirm('test-confirm-autoclose');
    await Promise.all([popup.waitForEvent('close'), popupBench.confirmButton.click()]);
    expect(popup.isClosed()).toBe(true);
  });

  test('autoCloseTab goes back when the browser refuses to close the tab', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/');
    const bench = new TestBench(page);
    await bench.open();
    await bench.openConfirm('test-confirm-autoclose');
    await bench.cancelButton.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('spinners and the password meter render accessibly', async ({ page, consoleWatch }) => {
  void consoleWatch;
  const bench = new TestBench(page);
  await bench.open();
  await expect(page.getByTestId('test-logo-spinner')).toHaveAttribute('role', 'status');
  await expect(page.getByRole('status', { name: 'Loading...' }).first()).toBeVisible();
  await expect(page.getByTestId('test-spinner-3')).toHaveAttribute('data-size', '3');
  await expect(page.getByTestId('test-spinner-6')).toContainText('Loading...');

  await bench.press('test-spinner-overlay-toggle');
  const overlay = page.getByTestId('test-spinner-overlay');
  await expect(overlay).toHaveAttribute('data-size', '8');
  await expect(overlay).toContainText('Loading content');

  const meter = page.getByRole('meter', { name: /Password strength/ });
  await expect(meter).toHaveAttribute('aria-valuenow', '0');
  await page.getByTestId('test-password').fill('abcdef');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
  await page.getByTestId('test-password').fill('Patent#2026');
  await expect(meter).toHaveAttribute('aria-valuenow', '5');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
});
