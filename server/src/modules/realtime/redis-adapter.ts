import type { FastifyBaseLogger } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { RedisUnavailableError, redactedRedisUrl } from '../../platform/redis/connect-redis';

export { redactedRedisUrl };

/** Start-up waits this long for Redis: a node that cannot reach it would silently miss every other node's broadcast. */
const REDIS_CONNECT_TIMEOUT_MS = 5_000;
/** A lost link is taken to have begun this long before a client noticed it, for broadcasts already on their way. */
export const LINK_LOSS_MARGIN_MS = 5_000;

export interface RedisAdapterHandle {
  adapter: ReturnType<typeof createAdapter>;
  /**
   * Calls `listener` each time the link to Redis comes back after it was lost (both clients ready again;
   * ioredis renews the subscriptions right after), with the time from which broadcasts may have been missed.
   */
  onLinkRestored(listener: (missedSince: Date) => void): void;
  /** Calls `listener` when the link to Redis is lost (the first of the clients to close). */
  onLinkLost(listener: () => void): void;
  /** Quits both clients; after `io.close()`, which unsubscribes the adapter. */
  close(): Promise<void>;
}

/**
 * The socket.io Redis adapter on two ioredis clients (publish; subscribe, which Redis puts in
 * subscriber mode), so a broadcast on one node reaches the sockets of every node. Connects before it
 * returns and throws a clear error when Redis does not answer; after start-up ioredis reconnects by itself.
 */
export async function connectRedisAdapter(url: string, log: FastifyBaseLogger): Promise<RedisAdapterHandle> {
  const pub = new Redis(url, { lazyConnect: true, connectTimeout: REDIS_CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  let lastError: Error | null = null;
  for (const [role, client] of [['publish', pub], ['subscribe', sub]] as const) {
    client.on('error', (err: Error) => {
      lastError = err;
      log.warn({ err, role, redis: redactedRedisUrl(url) }, 'socket Redis adapter: connection error');
    });
  }
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (err) {
    pub.disconnect();
    sub.disconnect();
    const reason = (lastError ?? (err as Error)).message;
    throw new RedisUnavailableError(url, reason);
  }
  guardPublish(pub, log);
  const link = watchLink([pub, sub], log);
  return {
    adapter: createAdapter(pub, sub),
    onLinkRestored: link.onRestored,
    onLinkLost: link.onLost,
    async close() {
      link.stop();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/**
 * The adapter calls `publish` without handling its promise; while Redis is down ioredis rejects it after
 * a few retries, and an unhandled rejection stops the Node process. The broadcast is lost either way
 * (clients fetch the stored state with `request-progress` on reconnect), so log it and keep serving.
 */
export function guardPublish(pub: Redis, log: FastifyBaseLogger): void {
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
  pub.publish = ((channel: string, message: string | Buffer) =>
    publish(channel, message).catch((err: unknown) => {
      log.warn({ err }, 'socket Redis adapter: a broadcast could not be published');
      return 0;
    })) as Redis['publish'];
}

/** What watchLink needs of an ioredis client. */
export interface LinkClient {
  readonly status: string;
  on(event: 'close' | 'ready', listener: () => void): unknown;
}

/**
 * Tells listeners when the link of these clients is lost (the first of them closes) and when it comes back
 * after that: once all are ready again, with the time of the first loss minus LINK_LOSS_MARGIN_MS.
 */
export function watchLink(clients: readonly LinkClient[], log: FastifyBaseLogger, now: () => number = Date.now) {
  const listeners = new Set<(missedSince: Date) => void>();
  const lostListeners = new Set<() => void>();
  let lostAt: number | null = null;
  for (const client of clients) {
    client.on('close', () => {
      if (lostAt !== null) return;
      lostAt = now();
      for (const listener of lostListeners) listener();
    });
    client.on('ready', () => {
      if (lostAt === null || clients.some((c) => c.status !== 'ready')) return;
      const missedSince = new Date(lostAt - LINK_LOSS_MARGIN_MS);
      lostAt = null;
      log.info({ missedSince }, 'socket Redis adapter: link restored');
      for (const listener of listeners) listener(missedSince);
    });
  }
  return {
    onRestored: (listener: (missedSince: Date) => void): void => void listeners.add(listener),
    onLost: (listener: () => void): void => void lostListeners.add(listener),
    stop: (): void => {
      listeners.clear();
      lostListeners.clear();
    },
  };
}
