import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RedisUnavailableError } from '../redis/connect-redis';
import { createLocalAccessSignal, type AccessSignal } from './access-signal';

const CHANNEL = 'iprism:access-changed';
const SUBSCRIBE_TIMEOUT_MS = 5_000;

/**
 * The access signal across nodes: a change is applied here at once and published on a Redis channel
 * every node subscribes to. While the subscription is down (Redis lost, reconnecting) the signal is
 * unreliable, so the caches read the database; once it is back every cache is cleared, since signals
 * published meanwhile were missed. A publish that fails leaves other nodes stale at most for their
 * caches' lifetime (10 s).
 */
export async function connectRedisAccessSignal(redis: Redis, url: string, log: FastifyBaseLogger): Promise<AccessSignal> {
  const local = createLocalAccessSignal();
  const node = randomUUID();
  // Its own connection (subscriber mode), which queues commands while reconnecting, unlike the app's client.
  const sub = redis.duplicate({ lazyConnect: true, autoResubscribe: false, enableOfflineQueue: true, commandTimeout: undefined, maxRetriesPerRequest: null });
  let subscribed = false;
  let warned = false;
  let firstSubscription!: () => void;
  const ready = new Promise<void>((resolve) => (firstSubscription = resolve));

  sub.on('message', (_channel: string, from: string) => {
    if (from !== node) local.changed();
  });
  sub.on('close', () => (subscribed = false));
  sub.on('error', (err: Error) => {
    if (!warned) log.warn({ err }, 'access signal: Redis subscription lost; access caches read the database until it is back');
    warned = true;
  });
  sub.on('ready', () => {
    sub.subscribe(CHANNEL).then(
      () => {
        subscribed = true;
        warned = false;
        local.changed();
        firstSubscription();
      },
      (err: Error) => log.warn({ err }, 'access signal: subscribe failed'),
    );
  });

  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no subscription within ${SUBSCRIBE_TIMEOUT_MS} ms`)), SUBSCRIBE_TIMEOUT_MS);
  });
  try {
    await sub.connect();
    await Promise.race([ready, timeout]);
  } catch (err) {
    sub.disconnect();
    throw new RedisUnavailableError(url, (err as Error).message);
  } finally {
    clearTimeout(timer);
  }

  return {
    changed() {
      local.changed();
      redis.publish(CHANNEL, node).catch((err: unknown) => log.warn({ err }, 'access signal: a change could not be published to the other nodes'));
    },
    onChange: local.onChange,
    reliable: () => subscribed,
    async close() {
      await sub.quit().catch(() => sub.disconnect());
    },
  };
}
