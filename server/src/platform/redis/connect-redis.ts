import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Start-up waits this long for Redis before it refuses to start. */
const REDIS_CONNECT_TIMEOUT_MS = 5_000;
/** A command to a hung Redis fails after this, so a request never waits on it (rate limits fall back, readiness says down). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/** The URL without its password, for messages and logs. */
export function redactedRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable REDIS_URL)';
  }
}

/** The one start-up message of every Redis user (socket adapter, queue, rate limits), so operators see one cause. */
export function redisUnavailableMessage(url: string, reason: string): string {
  return `REDIS_URL ${redactedRedisUrl(url)}: Redis does not answer (${reason}). Start Redis, or unset REDIS_URL to run a single node without it.`;
}

export class RedisUnavailableError extends Error {
  constructor(url: string, reason: string) {
    super(redisUnavailableMessage(url, reason));
    this.name = 'RedisUnavailableError';
  }
}

/**
 * The app's short-command client (rate limits, readiness PING). Connects and PINGs before it returns,
 * so a node whose Redis is missing stops at start with one clear error. Afterwards commands fail fast
 * instead of queueing while Redis is away (no offline queue, a command timeout), and ioredis keeps
 * reconnecting by itself; callers decide how to degrade.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  let lastError: Error | null = null;
  let warned = false;
  client.on('error', (err: Error) => {
    lastError = err;
    // ioredis emits this on every reconnect attempt; one line per outage is enough.
    if (!warned) log.warn({ err, redis: redactedRedisUrl(url) }, 'Redis connection error');
    warned = true;
  });
  client.on('ready', () => (warned = false));
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    client.disconnect();
    throw new RedisUnavailableError(url, (lastError ?? (err as Error)).message);
  }
  return client;
}
