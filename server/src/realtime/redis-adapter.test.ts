import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { guardPublish, LINK_LOSS_MARGIN_MS, LINK_RESTORED_DELAY_MS, redactedRedisUrl, watchLink } from './redis-adapter';

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
  let clock = 0;
  const setUp = () => {
    const clients = [new FakeClient(), new FakeClient()];
    const link = watchLink(clients, log, () => clock);
    const calls: Date[] = [];
    link.onRestored((since) => void calls.push(since));
    return { clients, link, calls };
  };

  beforeEach(() => {
    jest.useFakeTimers();
    clock = 100_000;
  });
  afterEach(() => jest.useRealTimers());

  it('reports nothing for the first connection', () => {
    const { clients, calls } = setUp();
    clients.forEach((c) => c.set('ready'));
    jest.advanceTimersByTime(LINK_RESTORED_DELAY_MS * 2);
    expect(calls).toEqual([]);
  });

  it('reports once every client is ready again, a moment later, from before the loss', () => {
    const { clients, calls } = setUp();
    clients[0]!.set('close');
    clock += 3_000;
    clients[1]!.set('close');
    clients[0]!.set('ready');
    jest.advanceTimersByTime(LINK_RESTORED_DELAY_MS * 2);
    expect(calls).toEqual([]);
    clients[1]!.set('ready');
    jest.advanceTimersByTime(LINK_RESTORED_DELAY_MS - 1);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([new Date(100_000 - LINK_LOSS_MARGIN_MS)]);
    jest.advanceTimersByTime(LINK_RESTORED_DELAY_MS * 2);
    expect(calls).toHaveLength(1);
  });

  it('waits again when the link drops during the delay, keeping the first loss', () => {
    const { clients, calls } = setUp();
    clients[0]!.set('close');
    clients[0]!.set('ready');
    clock += 500;
    clients[1]!.set('close');
    jest.advanceTimersByTime(LINK_RESTORED_DELAY_MS);
    expect(calls).toEqual([]);
    clients[1]!.set('ready');
    jest.advanceTimersByTime(LINK_RESTORED_DELAY_MS);
    expect(calls).toEqual([new Date(100_000 - LINK_LOSS_MARGIN_MS)]);
  });

  it('reports nothing after stop', () => {
    const { clients, link, calls } = setUp();
    clients[0]!.set('close');
    clients[0]!.set('ready');
    link.stop();
    jest.advanceTimersByTime(LINK_RESTORED_DELAY_MS * 2);
    expect(calls).toEqual([]);
  });
});
