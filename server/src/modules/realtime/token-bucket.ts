/**
 * A token bucket (pure; the caller passes the clock): `capacity` tokens at most, refilled at
 * `refillPerSecond`; `take` spends one or answers false when empty.
 */
export interface TokenBucket {
  take(nowMs: number): boolean;
}

export function createTokenBucket(opts: { capacity: number; refillPerSecond: number; nowMs: number }): TokenBucket {
  let tokens = opts.capacity;
  let last = opts.nowMs;
  return {
    take(nowMs) {
      // A clock that steps back refills nothing rather than draining the bucket.
      tokens = Math.min(opts.capacity, tokens + (Math.max(0, nowMs - last) / 1000) * opts.refillPerSecond);
      last = Math.max(last, nowMs);
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
