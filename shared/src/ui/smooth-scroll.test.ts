import { SMOOTH_SCROLL_DURATION_MS, easeInOutCubic, scrollPositionAt, smoothScrollTo, type ScrollWindow } from './smooth-scroll';

function fakeWindow(opts: { scrollY?: number; reducedMotion?: boolean } = {}) {
  const frames: ((t: number) => void)[] = [];
  const positions: number[] = [];
  const win: ScrollWindow & { scrollY: number } = {
    scrollY: opts.scrollY ?? 0,
    scrollTo: ({ top }) => {
      positions.push(top);
      win.scrollY = top;
    },
    requestAnimationFrame: (cb) => frames.push(cb),
    matchMedia: (query) => ({ matches: Boolean(opts.reducedMotion) && query.includes('reduce') }),
  };
  /** Runs the queued frame at the given time. */
  const frame = (timeMs: number) => frames.shift()?.(timeMs);
  return { win, positions, frame, frames };
}

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1, passes the middle at 0.5 and clamps outside 0–1', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });

  it('starts and ends slowly', () => {
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
  });
});

describe('scrollPositionAt', () => {
  it('runs from start to target over 1.2 s by default', () => {
    expect(SMOOTH_SCROLL_DURATION_MS).toBe(1200);
    expect(scrollPositionAt(0, 1000, 0)).toBe(0);
    expect(scrollPositionAt(0, 1000, 600)).toBe(500);
    expect(scrollPositionAt(0, 1000, 1200)).toBe(1000);
    expect(scrollPositionAt(0, 1000, 5000)).toBe(1000);
  });

  it('scrolls upwards too', () => {
    expect(scrollPositionAt(800, 200, 600)).toBe(500);
  });
});

describe('smoothScrollTo', () => {
  it('animates frame by frame and resolves at the target', async () => {
    const { win, positions, frame, frames } = fakeWindow({ scrollY: 100 });
    let done = false;
    const scrolled = smoothScrollTo(900, { win }).then(() => (done = true));
    frame(1000);
    frame(1600);
    expect(positions).toEqual([100, 500]);
    expect(frames).toHaveLength(1);
    frame(2200);
    await scrolled;
    expect(done).toBe(true);
    expect(positions.at(-1)).toBe(900);
    expect(frames).toHaveLength(0);
  });

  it('scrolls to an element below the current position, minus an offset', async () => {
    const { win, positions, frame } = fakeWindow({ scrollY: 200 });
    const element = { getBoundingClientRect: () => ({ top: 300 }) } as Element;
    const scrolled = smoothScrollTo(element, { win, offsetPx: 64, durationMs: 100 });
    frame(0);
    frame(100);
    await scrolled;
    expect(positions.at(-1)).toBe(436);
  });

  it('jumps at once when the user prefers reduced motion', async () => {
    const { win, positions, frames } = fakeWindow({ reducedMotion: true });
    await smoothScrollTo(700, { win });
    expect(positions).toEqual([700]);
    expect(frames).toHaveLength(0);
  });

  it('never scrolls above the top of the page', async () => {
    const { win, positions } = fakeWindow({ reducedMotion: true, scrollY: 50 });
    await smoothScrollTo(10, { win, offsetPx: 80 });
    expect(positions).toEqual([0]);
  });
});
