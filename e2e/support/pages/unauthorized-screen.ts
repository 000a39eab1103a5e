import { expect, type Locator, type Page } from '@playwright/test';

/** /unauthorized?reason=…&message=…: the refusal screen of SPEC §2 and §8. */
export class UnauthorizedScreen {
  readonly root: Locator;
  readonly message: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('unauthorized');
    this.message = page.getByTestId('unauthorized-message');
  }

  /** An action the screen offers (a link or a button), by its visible label. */
  action(label: string): Locator {
    return this.root.getByRole('link', { name: label, exact: true }).or(this.root.getByRole('button', { name: label, exact: true }));
  }

  /**
   * The browser is on /unauthorized with exactly this reason and message in the query, and the screen
   * shows the message word for word.
   */
  async expectRefusal(reason: string, message: string): Promise<void> {
    await expect
      .poll(() => {
        const url = new URL(this.page.url());
        return { path: url.pathname, reason: url.searchParams.get('reason'), message: url.searchParams.get('message') };
      })
      .toEqual({ path: '/unauthorized', reason, message });
    await expect(this.root).toHaveAttribute('data-reason', reason);
    await expect(this.message).toHaveText(message);
  }
}

/** Pathname plus search of the page, decoded into an object for exact comparisons. */
export function locationOf(page: Page): { path: string; query: Record<string, string>; hash: string } {
  const url = new URL(page.url());
  return { path: url.pathname, query: Object.fromEntries(url.searchParams), hash: url.hash };
}
