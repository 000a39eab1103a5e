import { createAccessCache } from './access-cache';
import { createLocalAccessSignal, type AccessSignal } from './access-signal';

/** A signal whose reliability the test decides, as the Redis signal's is decided by its connection. */
function switchableSignal(): AccessSignal & { setReliable(r: boolean): void } {
  const local = createLocalAccessSignal();
  let reliable = true;
  return { ...local, reliable: () => reliable, setReliable: (r) => (reliable = r) };
}

describe('createAccessCache', () => {
  it('reads a key once within the lifetime, and again after it', async () => {
    let now = 0;
    const cache = createAccessCache<number>({ signal: createLocalAccessSignal(), ttlMs: 100, clock: () => now });
    const load = jest.fn(async () => 1);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 101;
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps only what `keep` accepts', async () => {
    const cache = createAccessCache<number | null>({ signal: createLocalAccessSignal(), keep: (v) => v !== null });
    const missing = jest.fn(async () => null);
    await cache.get('k', missing);
    await cache.get('k', missing);
    expect(missing).toHaveBeenCalledTimes(2);
  });

  it('forgets everything when the access signal is raised', async () => {
    const signal = createLocalAccessSignal();
    const cache = createAccessCache<string>({ signal });
    await cache.get('k', async () => 'before');
    signal.changed();
    expect(await cache.get('k', async () => 'after')).toBe('after');
  });

  it('does not store a read that was in flight when the signal was raised', async () => {
    const signal = createLocalAccessSignal();
    const cache = createAccessCache<string>({ signal });
    let finish!: (v: string) => void;
    const inFlight = cache.get('k', () => new Promise((resolve) => (finish = resolve)));
    signal.changed();
    finish('stale');
    await inFlight;
    const reload = jest.fn(async () => 'fresh');
    expect(await cache.get('k', reload)).toBe('fresh');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('serves and stores nothing while signals from other nodes could be missed', async () => {
    const signal = switchableSignal();
    const cache = createAccessCache<string>({ signal });
    await cache.get('k', async () => 'cached');
    signal.setReliable(false);
    expect(await cache.get('k', async () => 'live')).toBe('live');
    const load = jest.fn(async () => 'live');
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays within its size by dropping the oldest entry', async () => {
    const cache = createAccessCache<string>({ signal: createLocalAccessSignal(), maxEntries: 2 });
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => k);
    const load = jest.fn(async () => 'a');
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
