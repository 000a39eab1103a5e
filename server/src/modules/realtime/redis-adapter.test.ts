import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { guardPublish, LINK_LOSS_MARGIN_MS, redactedRedisUrl, watchLink } from './redis-adapter';

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

describe('watchLink', () => {
  class FakeClient extends EventEmitter {
    status = 'ready';
    set(status: 'close' | 'ready'): void {
      this.status = status === 'close' ? 'reconnecting' : 'ready';
      this.emit(status);
    }
  }
  const log = { info: jest.fn() } as unknown as FastifyBaseLogger;
  let clock = 100_000;
  const setUp = () => {
    const clients = [new FakeClient(), new FakeClient()];
    const link = watchLink(clients, log, () => clock);
    const calls: Date[] = [];
    link.onRestored((since) => void calls.push(since));
    return { clients, link, calls };
  };

  it('reports nothing for the first connection', () => {
    const { clients, calls } = setUp();
    clients.forEach((c) => c.set('ready'));
    expect(calls).toEqual([]);
  });

  it('reports once every client is ready again, from before the first loss', () => {
    clock = 100_000;
    const { clients, calls } = setUp();
    clients[0]!.set('close');
    clock += 3_000;
    clients[1]!.set('close');
    clients[0]!.set('ready');
    expect(calls).toEqual([]);
    clients[1]!.set('ready');
    expect(calls).toEqual([new Date(100_000 - LINK_LOSS_MARGIN_MS)]);
    clients[1]!.set('ready');
    expect(calls).toHaveLength(1);
  });

  it('starts counting afresh after a report', () => {
    clock = 100_000;
    const { clients, calls } = setUp();
    clients[0]!.set('close');
    clients[0]!.set('ready');
    clock = 200_000;
    clients[1]!.set('close');
    clients[1]!.set('ready');
    expect(calls).toEqual([new Date(100_000 - LINK_LOSS_MARGIN_MS), new Date(200_000 - LINK_LOSS_MARGIN_MS)]);
  });

  it('reports the loss once, at the first client that closes', () => {
    const { clients, link } = setUp();
    const lost = jest.fn();
    link.onLost(lost);
    clients[0]!.set('close');
    clients[1]!.set('close');
    expect(lost).toHaveBeenCalledTimes(1);
    clients.forEach((c) => c.set('ready'));
    clients[1]!.set('close');
    expect(lost).toHaveBeenCalledTimes(2);
  });

  it('reports nothing after stop', () => {
    const { clients, link, calls } = setUp();
    clients[0]!.set('close');
    link.stop();
    clients[0]!.set('ready');
    expect(calls).toEqual([]);
  });
});
