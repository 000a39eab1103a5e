import { FixedWindowLimiter } from './rate-limit';

describe('FixedWindowLimiter', () => {
  it('allows max hits per window, then refuses with the time left', () => {
    let now = 1_000;
    const limiter = new FixedWindowLimiter({ max: 2, windowMs: 60_000 }, () => now);
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    expect(limiter.hit('a').allowed).toBe(true);
    now += 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfterMs: 45_000 });
  });

  it('counts keys separately', () => {
    const limiter = new FixedWindowLimiter({ max: 1, windowMs: 1_000 }, () => 0);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('b').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('opens a new window once the old one has passed', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter({ max: 1, windowMs: 1_000 }, () => now);
    limiter.hit('a');
    expect(limiter.hit('a').allowed).toBe(false);
    now = 1_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('starts a key afresh after reset, leaving other keys counted', () => {
    const limiter = new FixedWindowLimiter({ max: 1, windowMs: 1_000 }, () => 0);
    limiter.hit('a');
    limiter.hit('b');
    limiter.reset('a');
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('b').allowed).toBe(false);
  });
});
