import { createTokenBucket } from './token-bucket';

describe('createTokenBucket', () => {
  it('allows a burst up to capacity, then refuses', () => {
    const bucket = createTokenBucket({ capacity: 3, refillPerSecond: 1, nowMs: 0 });
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([true, true, true, false]);
  });

  it('refills at the given rate', () => {
    const bucket = createTokenBucket({ capacity: 2, refillPerSecond: 20, nowMs: 0 });
    bucket.take(0);
    bucket.take(0);
    expect(bucket.take(10)).toBe(false); // 0.2 of a token after 10 ms
    expect(bucket.take(50)).toBe(true); // 1 token after 50 ms
    expect(bucket.take(50)).toBe(false);
  });

  it('never holds more than its capacity after a long idle time', () => {
    const bucket = createTokenBucket({ capacity: 2, refillPerSecond: 100, nowMs: 0 });
    const taken = [0, 1, 2].map(() => bucket.take(60_000));
    expect(taken).toEqual([true, true, false]);
  });

  it('does not refill when the clock steps back', () => {
    const bucket = createTokenBucket({ capacity: 1, refillPerSecond: 1, nowMs: 10_000 });
    bucket.take(10_000);
    expect(bucket.take(0)).toBe(false);
    expect(bucket.take(10_500)).toBe(false);
    expect(bucket.take(11_000)).toBe(true);
  });
});
