import { windowDecision } from './redis-rate-limit';

describe('windowDecision', () => {
  it('allows up to max hits of a window, with what is left', () => {
    expect(windowDecision(1, 60_000, 3)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    expect(windowDecision(3, 10_000, 3)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
  });

  it('refuses beyond max until the window ends', () => {
    expect(windowDecision(4, 12_345, 3)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 12_345 });
  });
});
