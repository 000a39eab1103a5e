import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { FixedWindowLimiter, type RateLimitDecision, type RateLimiterFactory } from './rate-limit';

/**
 * One fixed window in one round trip: the first hit of a window sets its expiry, so the window starts
 * at the first request on any node and every node counts into the same key. The TTL guard repairs a key
 * left without expiry (it would otherwise limit forever).
 */
const FIXED_WINDOW_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** The decision for the `count`-th hit of a window with `ttlMs` left: the same shape as the in-memory limiter's. */
export function windowDecision(count: number, ttlMs: number, max: number): RateLimitDecision {
  const allowed = count <= max;
  return { allowed, remaining: Math.max(0, max - count), retryAfterMs: allowed ? 0 : Math.max(0, ttlMs) };
}

export interface RedisRateLimitOptions {
  /** A client that fails fast while Redis is away (redis/connect-redis.ts: no offline queue, command timeout). */
  redis: Redis;
  log: FastifyBaseLogger;
  /** Keys are `{prefix}:{name}:{key}` (RATE_LIMIT_PREFIX, `iprism:rl` by default). */
  prefix: string;
  now?: () => number;
}

/**
 * Limits counted in Redis, so every API node behind the load balancer shares one budget per key. While
 * Redis does not answer, each limit counts in this node's memory (limits become per node, as in the
 * embedded default) and says so once; the next hit that Redis answers counts there again.
 */
export function redisRateLimiterFactory(opts: RedisRateLimitOptions): RateLimiterFactory {
  let degraded = false;
  const redisFailed = (err: unknown) => {
    if (!degraded) opts.log.warn({ err }, 'rate limits: Redis does not answer; counting per node until it does');
    degraded = true;
  };
  const redisAnswered = () => {
    if (degraded) opts.log.info('rate limits: Redis answers again; counting across nodes');
    degraded = false;
  };

  return (name, options) => {
    const local = new FixedWindowLimiter(options, opts.now);
    const redisKey = (key: string) => `${opts.prefix}:${name}:${key}`;
    return {
      async hit(key) {
        try {
          const [count, ttlMs] = (await opts.redis.eval(FIXED_WINDOW_SCRIPT, 1, redisKey(key), options.windowMs)) as [number, number];
          redisAnswered();
          return windowDecision(count, ttlMs, options.max);
        } catch (err) {
          redisFailed(err);
          return local.hit(key);
        }
      },
      async reset(key) {
        local.reset(key);
        try {
          await opts.redis.del(redisKey(key));
          redisAnswered();
        } catch (err) {
          redisFailed(err);
        }
      },
    };
  };
}
