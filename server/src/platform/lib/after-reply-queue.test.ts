import { createAfterReplyQueue } from './after-reply-queue';

const log = () => {
  const entries: unknown[][] = [];
  const logger = { warn: (...a: unknown[]) => entries.push(['warn', ...a]), error: (...a: unknown[]) => entries.push(['error', ...a]) };
  return { entries, logger: logger as never };
};

describe('after-reply queue', () => {
  it('runs work later, in order, one at a time, and logs a failure without stopping the rest', async () => {
    const { entries, logger } = log();
    const queue = createAfterReplyQueue(logger);
    const order: string[] = [];
    let running = 0;
    const piece = (name: string, fail = false) => async () => {
      running += 1;
      expect(running).toBe(1);
      await new Promise((r) => setTimeout(r, 5));
      order.push(name);
      running -= 1;
      if (fail) throw new Error('boom');
    };
    queue.add('a', { reqId: 'r1' }, piece('a'));
    queue.add('b', { reqId: 'r2' }, piece('b', true));
    queue.add('c', { reqId: 'r3' }, piece('c'));
    expect(order).toEqual([]);
    await queue.idle();
    expect(order).toEqual(['a', 'b', 'c']);
    expect(entries).toEqual([['error', expect.objectContaining({ reqId: 'r2', work: 'b' }), 'after-reply work failed']]);
  });
});
