import { MAX_RECONNECT_ATTEMPTS, backoffDelayMs, planReconnect } from './backoff';

describe('backoffDelayMs', () => {
  it('doubles from 1 s: 2^n seconds for the n-th retry', () => {
    expect([0, 1, 2, 3, 4].map(backoffDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
  });

  it('is capped at 30 s', () => {
    expect(backoffDelayMs(5)).toBe(30_000);
    expect(backoffDelayMs(14)).toBe(30_000);
  });
});

describe('planReconnect', () => {
  it('uses the failure delay as a floor while the backoff is shorter', () => {
    expect(planReconnect(0, 3_000)).toEqual({ kind: 'retry', attempt: 1, delayMs: 3_000 });
    expect(planReconnect(0, 1_000)).toEqual({ kind: 'retry', attempt: 1, delayMs: 1_000 });
  });

  it('lets the backoff take over once it is longer', () => {
    expect(planReconnect(3, 3_000)).toEqual({ kind: 'retry', attempt: 4, delayMs: 8_000 });
    expect(planReconnect(10, 5_000)).toEqual({ kind: 'retry', attempt: 11, delayMs: 30_000 });
  });

  it('allows 15 attempts, then gives up', () => {
    expect(MAX_RECONNECT_ATTEMPTS).toBe(15);
    expect(planReconnect(14, 1_000)).toEqual({ kind: 'retry', attempt: 15, delayMs: 30_000 });
    expect(planReconnect(15, 1_000)).toEqual({ kind: 'give-up' });
  });
});
