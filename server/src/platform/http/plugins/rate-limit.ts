import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../lib/errors';

export interface RateLimitOptions {
  /** Requests allowed per key in one window. */
  max: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  retryAfterMs: number;
}

/**
 * A named limit as the routes use it. Asynchronous because the shared store (REDIS_URL) answers over the
 * network; `createRateLimiter` (rate-limit-factory.ts) picks the store, so routes never construct one.
 */
export interface RateLimiter {
  hit(key: string): Promise<RateLimitDecision>;
  reset(key: string): Promise<void>;
}

/** Builds the limiter of one named limit; the name keeps limits with equal keys apart in a shared store. */
export type RateLimiterFactory = (name: string, options: RateLimitOptions) => RateLimiter;

/** Above this many tracked keys, expired windows are swept so the map cannot grow without bound. */
const SWEEP_THRESHOLD_KEYS = 10_000;

/**
 * A fixed-window counter per key, in process memory. It only protects one API node; the shared
 * Redis store (redis-rate-limit.ts) replaces it when REDIS_URL is set, and falls back to it while Redis is away.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitDecision {
    const now = this.now();
    if (this.windows.size > SWEEP_THRESHOLD_KEYS) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.options.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    const allowed = window.count <= this.options.max;
    return {
      allowed,
      remaining: Math.max(0, this.options.max - window.count),
      retryAfterMs: allowed ? 0 : window.startedAt + this.options.windowMs - now,
    };
  }

  /** Forgets a key's window: a success clears the failures counted before it. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (now - w.startedAt >= this.options.windowMs) this.windows.delete(key);
  }
}

/** The per-node store: the embedded default, where one node is the whole deployment. */
export function memoryRateLimiter(options: RateLimitOptions, now?: () => number): RateLimiter {
  const limiter = new FixedWindowLimiter(options, now);
  return {
    hit: async (key) => limiter.hit(key),
    reset: async (key) => limiter.reset(key),
  };
}

/** A preHandler that counts each request against `keyOf(req)` and answers 429 (SPEC §8 message) over the limit. */
export function rateLimitPreHandler(limiter: RateLimiter, keyOf: (req: FastifyRequest) => string) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const decision = await limiter.hit(keyOf(req));
    if (decision.allowed) return;
    void reply.header('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
    throw appError('RATE_LIMITED');
  };
}
