import { ROUTE_PRELOAD_MAX_CONCURRENT, createPreloadQueue } from './preload-queue';

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets queued promise callbacks run. */
const flush = () => new Promise<void>((r) => setTimeout(r, 0));

describe('preload queue', () => {
  it('allows 4 concurrent loads by default (SPEC §9)', () => {
    expect(ROUTE_PRELOAD_MAX_CONCURRENT).toBe(4);
  });

  it('runs at most 4 loads at once and starts the next when one finishes', async () => {
    const queue = createPreloadQueue();
    const jobs = Array.from({ length: 6 }, () => deferred());
    const started: number[] = [];
    jobs.forEach((job, i) =>
      void queue.enqueue(`k${i}`, () => {
        started.push(i);
        return job.promise;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.running).toBe(4);
    expect(queue.waiting).toBe(2);
    jobs[1]?.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.running).toBe(4);
    jobs.forEach((j) => j.resolve());
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    await flush();
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('honours a custom limit', async () => {
    const queue = createPreloadQueue(1);
    const a = deferred();
    const loaderB = jest.fn(() => Promise.resolve());
    void queue.enqueue('a', () => a.promise);
    void queue.enqueue('b', loaderB);
    await flush();
    expect(loaderB).not.toHaveBeenCalled();
    a.resolve();
    await flush();
    expect(loaderB).toHaveBeenCalledTimes(1);
  });

  it('dedupes a key: one load, the same result for every caller', async () => {
    const queue = createPreloadQueue();
    const loader = jest.fn(() => Promise.resolve('module'));
    const first = queue.enqueue('pricing', loader);
    const second = queue.enqueue('pricing', loader);
    expect(second).toBe(first);
    await expect(first).resolves.toBe('module');
    await expect(queue.enqueue('pricing', loader)).resolves.toBe('module');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('frees the slot after a failure and lets the key be retried', async () => {
    const queue = createPreloadQueue(1);
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    await expect(queue.enqueue('x', failing)).rejects.toThrow('offline');
    expect(queue.running).toBe(0);
    await expect(queue.enqueue('x', () => Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it('drops a waiting load its caller abandoned, and lets a running one finish', async () => {
    const queue = createPreloadQueue(1);
    const running = deferred<string>();
    const leave = new AbortController();
    const first = queue.enqueue('a', () => running.promise, leave.signal);
    const later = jest.fn(() => Promise.resolve('b'));
    const second = queue.enqueue('b', later, leave.signal);
    await flush();
    leave.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(queue.waiting).toBe(0);
    running.resolve('a');
    await expect(first).resolves.toBe('a');
    await flush();
    expect(later).not.toHaveBeenCalled();
    // Abandoned is not loaded: asking again queues it anew.
    await expect(queue.enqueue('b', later)).resolves.toBe('b');
  });

  it('keeps a waiting load while any caller still wants it', async () => {
    const queue = createPreloadQueue(1);
    const blocker = deferred();
    void queue.enqueue('busy', () => blocker.promise);
    const speculative = new AbortController();
    const loader = jest.fn(() => Promise.resolve('page'));
    void queue.enqueue('page', loader, speculative.signal).catch(() => undefined);
    const wanted = queue.enqueue('page', loader);
    speculative.abort();
    blocker.resolve();
    await expect(wanted).resolves.toBe('page');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('never queues a load whose caller has already left', async () => {
    const queue = createPreloadQueue();
    const loader = jest.fn(() => Promise.resolve(1));
    await expect(queue.enqueue('gone', loader, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
    expect(loader).not.toHaveBeenCalled();
  });

  it('treats a loader that throws synchronously as a failure', async () => {
    const queue = createPreloadQueue(1);
    await expect(
      queue.enqueue('boom', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    await expect(queue.enqueue('after', () => Promise.resolve(1))).resolves.toBe(1);
  });
});
