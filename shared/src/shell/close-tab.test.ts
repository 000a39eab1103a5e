import { CLOSE_TAB_CHECK_MS, closeTab, type ClosableWindow } from './close-tab';

function fakeWindow(opts: { closes: boolean; historyLength: number }) {
  const calls: string[] = [];
  const win: ClosableWindow & { closed: boolean } = {
    closed: false,
    close() {
      calls.push('close');
      if (opts.closes) win.closed = true;
    },
    history: { length: opts.historyLength, back: () => calls.push('back') },
    location: { assign: (url: string) => calls.push(`assign:${url}`) },
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
  };
  return { win, calls };
}

describe('closeTab', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes the window and does nothing else when that worked', () => {
    const { win, calls } = fakeWindow({ closes: true, historyLength: 3 });
    closeTab(win);
    jest.advanceTimersByTime(CLOSE_TAB_CHECK_MS);
    expect(calls).toEqual(['close']);
  });

  it('goes back after 100 ms when the browser refused to close and there is history', () => {
    const { win, calls } = fakeWindow({ closes: false, historyLength: 2 });
    closeTab(win);
    jest.advanceTimersByTime(CLOSE_TAB_CHECK_MS - 1);
    expect(calls).toEqual(['close']);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['close', 'back']);
  });

  it('navigates to about:blank when there is no history', () => {
    const { win, calls } = fakeWindow({ closes: false, historyLength: 1 });
    closeTab(win);
    jest.advanceTimersByTime(CLOSE_TAB_CHECK_MS);
    expect(calls).toEqual(['close', 'assign:about:blank']);
  });
});
