/** SPEC §9: smooth scrolling takes 1.2 s. */
export const SMOOTH_SCROLL_DURATION_MS = 1200;

/** Room for the sticky site header above a section scrolled to. */
export const SECTION_SCROLL_OFFSET_PX = 72;

export type Easing = (t: number) => number;

/** Slow start, fast middle, slow end. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** The scroll position `elapsedMs` into a scroll from `from` to `to`. */
export function scrollPositionAt(from: number, to: number, elapsedMs: number, durationMs: number = SMOOTH_SCROLL_DURATION_MS, easing: Easing = easeInOutCubic): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  return from + (to - from) * easing(Math.max(0, elapsedMs) / durationMs);
}

/** The parts of `window` the scroller uses, so tests can pass a fake. */
export interface ScrollWindow {
  readonly scrollY: number;
  scrollTo(options: { top: number; behavior?: 'auto' | 'instant' }): void;
  requestAnimationFrame(callback: (timeMs: number) => void): number;
  matchMedia(query: string): { matches: boolean };
}

export interface SmoothScrollOptions {
  durationMs?: number;
  easing?: Easing;
  /** Space to leave above the element, e.g. for a sticky header. */
  offsetPx?: number;
  win?: ScrollWindow;
}

export function prefersReducedMotion(win: ScrollWindow): boolean {
  return win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the page to an element or a y position over 1.2 s with easing, or jumps there at once
 * when the user prefers reduced motion. Resolves when the scroll is done.
 */
export function smoothScrollTo(target: Element | number, { durationMs = SMOOTH_SCROLL_DURATION_MS, easing = easeInOutCubic, offsetPx = 0, win = window }: SmoothScrollOptions = {}): Promise<void> {
  const from = win.scrollY;
  const y = typeof target === 'number' ? target : target.getBoundingClientRect().top + from;
  const to = Math.max(0, y - offsetPx);
  if (prefersReducedMotion(win) || durationMs <= 0 || to === from) {
    // 'instant' overrides a CSS `scroll-behavior: smooth` on the page.
    win.scrollTo({ top: to, behavior: 'instant' });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let start: number | null = null;
    const step = (timeMs: number) => {
      start ??= timeMs;
      const elapsed = timeMs - start;
      win.scrollTo({ top: scrollPositionAt(from, to, elapsed, durationMs, easing), behavior: 'instant' });
      if (elapsed < durationMs) win.requestAnimationFrame(step);
      else resolve();
    };
    win.requestAnimationFrame(step);
  });
}
