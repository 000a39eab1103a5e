import { trackRequest, whenRequestsQuiet } from './requests-in-flight';

describe('whenRequestsQuiet', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function settledFlag(promise: Promise<void>): () => boolean {
    let settled = false;
    void promise.then(() => (settled = true));
    return () => settled;
  }

  it('waits while a call is in flight and for the quiet time after it', async () => {
    let finish!: () => void;
    void trackRequest(new Promise<void>((resolve) => (finish = resolve)));
    const settled = settledFlag(whenRequestsQuiet({ quietMs: 300, maxWaitMs: 10_000 }));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(settled()).toBe(false);
    finish();
    await jest.advanceTimersByTimeAsync(299);
    expect(settled()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });

  it('starts the quiet time again when a new call begins within it', async () => {
    const settled = settledFlag(whenRequestsQuiet({ quietMs: 300, maxWaitMs: 10_000 }));
    await jest.advanceTimersByTimeAsync(200);
    let finish!: () => void;
    void trackRequest(new Promise<void>((resolve) => (finish = resolve)));
    await jest.advanceTimersByTimeAsync(500);
    expect(settled()).toBe(false);
    finish();
    await jest.advanceTimersByTimeAsync(300);
    expect(settled()).toBe(true);
  });

  it('gives up waiting after maxWaitMs and resolves at once when aborted', async () => {
    let finish!: () => void;
    void trackRequest(new Promise<void>((resolve) => (finish = resolve)));
    const capped = settledFlag(whenRequestsQuiet({ quietMs: 300, maxWaitMs: 2_000 }));
    const controller = new AbortController();
    const aborted = settledFlag(whenRequestsQuiet({ quietMs: 300, maxWaitMs: 60_000, signal: controller.signal }));
    controller.abort();
    await jest.advanceTimersByTimeAsync(0);
    expect(aborted()).toBe(true);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(capped()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(capped()).toBe(true);
    finish();
  });

  it('counts a call that fails as finished', async () => {
    await expect(trackRequest(Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    const settled = settledFlag(whenRequestsQuiet({ quietMs: 100, maxWaitMs: 10_000 }));
    await jest.advanceTimersByTimeAsync(100);
    expect(settled()).toBe(true);
  });
});
