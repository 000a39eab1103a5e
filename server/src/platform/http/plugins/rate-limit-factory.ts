import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { memoryRateLimiter, type RateLimiterFactory } from './rate-limit';
import { redisRateLimiterFactory } from './redis-rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way routes get a limiter: shared through Redis with REDIS_URL, per node without. */
    createRateLimiter: RateLimiterFactory;
  }
}

/** Decorates `app.createRateLimiter`; before the routes that limit (auth, forms) are registered. */
export function registerRateLimiters(app: FastifyInstance, redis: Redis | null, prefix: string): void {
  const factory: RateLimiterFactory = redis ? redisRateLimiterFactory({ redis, log: app.log, prefix }) : (_name, options) => memoryRateLimiter(options);
  app.decorate('createRateLimiter', factory);
}
