/** How long to wait before deciding that `window.close()` was refused. */
export const CLOSE_TAB_CHECK_MS = 100;

/** The parts of `window` the tab closer touches, so tests can pass a fake. */
export interface ClosableWindow {
  close(): void;
  readonly closed: boolean;
  history: { readonly length: number; back(): void };
  location: { assign(url: string): void };
  setTimeout(handler: () => void, ms: number): unknown;
}

/**
 * SPEC §4 autoCloseTab: browsers only let a script close a tab that a script opened, so after
 * `close()` we check once; if the tab is still there we go back, or to a blank page without history.
 */
export function closeTab(win: ClosableWindow): void {
  win.close();
  win.setTimeout(() => {
    if (win.closed) return;
    if (win.history.length > 1) win.history.back();
    else win.location.assign('about:blank');
  }, CLOSE_TAB_CHECK_MS);
}
