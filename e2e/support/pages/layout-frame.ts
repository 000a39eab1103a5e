import type { Locator, Page } from '@playwright/test';

/** The frame every layout draws around a page: its root, landmarks, nav and per-user controls. */
export class LayoutFrame {
  readonly root: Locator;
  readonly pageTitle: Locator;
  readonly main: Locator;
  readonly menuButton: Locator;
  readonly themeToggle: Locator;
  readonly skipLink: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('[data-layout]');
    this.pageTitle = page.getByTestId('page-title');
    this.main = page.locator('main#main-content');
    this.menuButton = page.getByRole('button', { name: 'Open navigation' });
    this.themeToggle = page.getByRole('button', { name: /theme/i });
    this.skipLink = page.getByRole('link', { name: 'Skip to main content' });
  }

  nav(name: string): Locator {
    return this.page.getByRole('navigation', { name, exact: true });
  }

  /** True when the document is no wider than the viewport (no sideways scrolling on a phone). */
  async fitsViewportWidth(): Promise<boolean> {
    return this.page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth);
  }
}
