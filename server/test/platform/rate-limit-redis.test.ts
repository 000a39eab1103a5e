import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { connectRedis } from '../../src/platform/redis/connect-redis';
import { redisRateLimiterFactory } from '../../src/platform/http/plugins/redis-rate-limit';
import type { RateLimitOptions } from '../../src/platform/http/plugins/rate-limit';
import { startOwnRedis, type OwnRedis } from '../faults/own-services';
import { buildTestApp } from '../helper';

/** The machine's Redis (ARCHITECTURE §7), shared with other tests: every key here is under a prefix of this run. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WINDOW: RateLimitOptions = { max: 3, windowMs: 60_000 };

const quietLog = (): FastifyBaseLogger => ({ warn: jest.fn(), info: jest.fn(), error: jest.fn(), debug: jest.fn() }) as unknown as FastifyBaseLogger;

async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  const keys = await redis.keys(pattern);
  if (keys.length) await redis.del(...keys);
}

describe('rate limits shared through Redis (two nodes = two limiter factories)', () => {
  const prefix = `iprism-test:rl:${process.pid}-${randomBytes(4).toString('hex')}`;
  let redisA: Redis;
  let redisB: Redis;

  beforeAll(async () => {
    [redisA, redisB] = await Promise.all([connectRedis(REDIS_URL, quietLog()), connectRedis(REDIS_URL, quietLog())]);
  });
  afterAll(async () => {
    await deleteKeys(redisA, `${prefix}:*`);
    await Promise.all([redisA.quit(), redisB.quit()]);
  });

  it('counts the hits of both nodes against one budget, under iprism:rl-style keys', async () => {
    const nodeA = redisRateLimiterFactory({ redis: redisA, log: quietLog(), prefix })('sign-in', WINDOW);
    const nodeB = redisRateLimiterFactory({ redis: redisB, log: quietLog(), prefix })('sign-in', WINDOW);
    expect(await nodeA.hit('ip:10.0.0.1')).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    expect(await nodeB.hit('ip:10.0.0.1')).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    expect((await nodeA.hit('ip:10.0.0.1')).allowed).toBe(true);
    const refused = await nodeB.hit('ip:10.0.0.1');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(await redisA.get(`${prefix}:sign-in:ip:10.0.0.1`)).toBe('4');
    expect(await redisA.pttl(`${prefix}:sign-in:ip:10.0.0.1`)).toBeGreaterThan(55_000);
    // Another key and another limit name count apart.
    expect((await nodeB.hit('ip:10.0.0.2')).remaining).toBe(2);
    expect((await redisRateLimiterFactory({ redis: redisB, log: quietLog(), prefix })('forms', WINDOW).hit('ip:10.0.0.1')).remaining).toBe(2);
  });

  it('forgets a key on every node when one node resets it', async () => {
    const nodeA = redisRateLimiterFactory({ redis: redisA, log: quietLog(), prefix })('account', { max: 1, windowMs: 60_000 });
    const nodeB = redisRateLimiterFactory({ redis: redisB, log: quietLog(), prefix })('account', { max: 1, windowMs: 60_000 });
    await nodeA.hit('pro@example.com');
    expect((await nodeB.hit('pro@example.com')).allowed).toBe(false);
    await nodeA.reset('pro@example.com');
    expect((await nodeB.hit('pro@example.com')).allowed).toBe(true);
  });
});

describe('a public form limited across two API nodes with REDIS_URL', () => {
  // A client address of this run only (the forms key on it), so runs on the shared Redis never count together.
  const ip = `10.${randomBytes(3).join('.')}`;
  const queuePrefix = `iprism-test-${randomBytes(4).toString('hex')}`;
  const key = `${queuePrefix}:rl:forms:${ip}:contact`;
  let nodeA: FastifyInstance | undefined;
  let nodeB: FastifyInstance | undefined;
  let probe: Redis | undefined;

  beforeAll(async () => {
    const env = { REDIS_URL, PIPELINE_WORKERS: '0', QUEUE_PREFIX: queuePrefix, RATE_LIMIT_PREFIX: `${queuePrefix}:rl` };
    nodeA = await buildTestApp(env);
    nodeB = await buildTestApp(env);
    probe = await connectRedis(REDIS_URL, quietLog());
  }, 60_000);
  afterAll(async () => {
    if (probe) {
      await probe.del(key);
      await deleteKeys(probe, `${queuePrefix}:*`);
      await probe.quit();
    }
    await Promise.all([nodeA?.close(), nodeB?.close()]);
  });

  it('refuses the 11th send of the contact form whichever node gets it', async () => {
    const body = { name: 'Ada Lovelace', email: 'ada@example.com', topic: 'demo', message: 'We would like a demo for our prosecution team.' };
    const send = (node: FastifyInstance | undefined) => node!.inject({ method: 'POST', url: '/api/forms/contact', payload: body, remoteAddress: ip });
    for (let i = 0; i < 10; i++) expect((await send(i % 2 ? nodeB : nodeA)).statusCode).toBe(201);
    const refused = await send(nodeA);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await send(nodeB)).statusCode).toBe(429);
    expect(await probe!.get(key)).toBe('12');
  });
});

/** Serial against a Redis of this test's own, which it stops and starts again on the same port. */
describe('rate limits while Redis is lost and after it is back', () => {
  let own: OwnRedis;
  let redis: Redis;

  beforeAll(async () => {
    own = await startOwnRedis();
    redis = await connectRedis(own.url, quietLog());
  }, 30_000);
  afterAll(async () => {
    redis.disconnect();
    await own.stop();
  });

  it('falls back to per-node counting with one warning, then counts in Redis again', async () => {
    const log = quietLog();
    const limiter = redisRateLimiterFactory({ redis, log, prefix: 'iprism:rl' })('sign-in', { max: 2, windowMs: 60_000 });
    expect(await limiter.hit('ip:1')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await redis.get('iprism:rl:sign-in:ip:1')).toBe('1');

    await own.stop();
    // Redis is gone: this node counts alone, from zero, and answers at once rather than waiting on Redis.
    const started = Date.now();
    expect(await limiter.hit('ip:1')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await limiter.hit('ip:1')).toMatchObject({ allowed: true, remaining: 0 });
    expect((await limiter.hit('ip:1')).allowed).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/Redis does not answer; counting per node/));

    await own.start();
    for (let i = 0; i < 100 && redis.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(redis.status).toBe('ready');
    // Back in Redis (the restarted one is empty): the count starts there again.
    expect(await limiter.hit('ip:1')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await redis.get('iprism:rl:sign-in:ip:1')).toBe('1');
    expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/Redis answers again/));
    expect(log.warn).toHaveBeenCalledTimes(1);
  }, 30_000);
});
