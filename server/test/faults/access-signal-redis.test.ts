import type { FastifyBaseLogger } from 'fastify';
import type { AccessSignal } from '../../src/platform/access-cache/access-signal';
import { connectRedisAccessSignal } from '../../src/platform/access-cache/redis-access-signal';
import { connectRedis } from '../../src/platform/redis/connect-redis';
import { startOwnRedis, type OwnRedis } from './own-services';

const quietLog = (): FastifyBaseLogger => ({ warn: jest.fn(), info: jest.fn(), error: jest.fn(), debug: jest.fn() }) as unknown as FastifyBaseLogger;

async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Fault: Redis goes away under the access signal of two nodes. While it is away the signal says it is
 * unreliable (the caches then read the database); once it is back, every cache is cleared (signals
 * published meanwhile were lost) and signals travel between the nodes again.
 */
describe('fault: Redis lost and back under the access signal', () => {
  let redis: OwnRedis;
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => {});
  });

  it('is unreliable while Redis is away, clears caches when it is back, and carries signals again', async () => {
    redis = await startOwnRedis();
    closers.push(() => redis.stop());
    const nodes: { signal: AccessSignal; heard: number }[] = [];
    for (let i = 0; i < 2; i++) {
      const client = await connectRedis(redis.url, quietLog());
      const signal = await connectRedisAccessSignal(client, redis.url, quietLog());
      closers.push(() => client.quit(), () => signal.close());
      const node = { signal, heard: 0 };
      signal.onChange(() => (node.heard += 1));
      nodes.push(node);
    }
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    expect(a.signal.reliable() && b.signal.reliable()).toBe(true);

    a.signal.changed();
    await until(() => b.heard === 1, 'node B heard node A');
    expect(a.heard).toBe(1);
    console.log('checked: a change on node A reached node B through Redis');

    await redis.stop();
    await until(() => !a.signal.reliable() && !b.signal.reliable(), 'both nodes know Redis is away');
    a.signal.changed();
    expect(a.heard).toBe(2);
    console.log('checked: with Redis away both nodes say the signal is unreliable (caches read the database)');

    const heardBefore = b.heard;
    await redis.start();
    await until(() => a.signal.reliable() && b.signal.reliable(), 'both nodes subscribed again', 30_000);
    expect(b.heard).toBeGreaterThan(heardBefore);
    console.log('checked: back on Redis, node B cleared its caches for the changes it may have missed');

    const heardNow = b.heard;
    a.signal.changed();
    await until(() => b.heard === heardNow + 1, 'node B heard node A after the restart');
    console.log('checked: signals travel between the nodes again');
  }, 90_000);
});
