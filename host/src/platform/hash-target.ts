import { SECTION_SCROLL_OFFSET_PX, smoothScrollTo } from '@iprism/shared/ui/smooth-scroll';

/** The element with this id once it is in the document (remote pages render after their chunk arrives), or null. */
export function waitForElement(id: string, timeoutMs: number, signal: AbortSignal): Promise<Element | null> {
  const found = document.getElementById(id);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const finish = (el: Element | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(el);
    };
    const observer = new MutationObserver(() => {
      const el = document.getElementById(id);
      if (el) finish(el);
    });
    const timer = setTimeout(() => finish(null), timeoutMs);
    signal.addEventListener('abort', () => finish(null));
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Scrolls smoothly to a hash target and, when the page made it focusable (a section heading with tabindex),
 * moves focus there so keyboard and screen-reader users continue from it. This also covers a section link
 * followed on a prerendered page before the app took it over: the app's markup replaced the page, focus with it.
 */
export function revealHashTarget(el: Element): Promise<void> {
  if (el instanceof HTMLElement && el.hasAttribute('tabindex') && !el.contains(document.activeElement)) {
    el.focus({ preventScroll: true });
  }
  return smoothScrollTo(el, { offsetPx: SECTION_SCROLL_OFFSET_PX });
}
