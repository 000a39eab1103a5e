import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { guardPublish, redactedRedisUrl } from './redis-adapter';

describe('guardPublish', () => {
  it('turns a failed publish (Redis down) into a logged warning instead of an unhandled rejection', async () => {
    const client = { publish: jest.fn().mockRejectedValue(new Error('Connection is closed.')) };
    const log = { warn: jest.fn() };
    guardPublish(client as unknown as Redis, log as unknown as FastifyBaseLogger);
    await expect(client.publish('socket.io#/#', 'packet')).resolves.toBe(0);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('passes a successful publish through', async () => {
    const client = { publish: jest.fn().mockResolvedValue(2) };
    guardPublish(client as unknown as Redis, { warn: jest.fn() } as unknown as FastifyBaseLogger);
    await expect(client.publish('c', 'm')).resolves.toBe(2);
  });
});

describe('redactedRedisUrl', () => {
  it('hides the password and keeps the rest', () => {
    expect(redactedRedisUrl('redis://:s3cret@cache.internal:6380/2')).toBe('redis://:***@cache.internal:6380/2');
    expect(redactedRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });
});
