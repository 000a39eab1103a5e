import type { SessionRecord } from '../db/repositories/sessions';
import { createLiveSessionCache } from './live-session-cache';

const session = (id: string, revoked = false) => ({ id, userId: 'u1', revokedAt: revoked ? new Date() : null }) as unknown as SessionRecord;
const isLive = (s: SessionRecord) => s.revokedAt === null;

describe('createLiveSessionCache', () => {
  it('reads a live session once within the lifetime, and again after it', async () => {
    let now = 0;
    const cache = createLiveSessionCache({ isLive, ttlMs: 100, clock: () => now });
    const load = jest.fn(async () => session('s1'));
    await cache.get('s1', load);
    await cache.get('s1', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 101;
    await cache.get('s1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never keeps a session that was not live, nor an unknown one', async () => {
    const cache = createLiveSessionCache({ isLive });
    const revoked = jest.fn(async () => session('s1', true));
    await cache.get('s1', revoked);
    await cache.get('s1', revoked);
    expect(revoked).toHaveBeenCalledTimes(2);
    const missing = jest.fn(async () => null);
    await cache.get('s2', missing);
    await cache.get('s2', missing);
    expect(missing).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on a revocation', async () => {
    const cache = createLiveSessionCache({ isLive });
    await cache.get('s1', async () => session('s1'));
    cache.revoked();
    expect(await cache.get('s1', async () => session('s1', true))).toMatchObject({ revokedAt: expect.any(Date) });
  });

  it('does not store a read that was in flight when a revocation happened', async () => {
    const cache = createLiveSessionCache({ isLive });
    let finish!: (s: SessionRecord) => void;
    const inFlight = cache.get('s1', () => new Promise((resolve) => (finish = resolve)));
    cache.revoked();
    finish(session('s1'));
    await inFlight;
    const reload = jest.fn(async () => session('s1', true));
    await cache.get('s1', reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays within its size by dropping the oldest entry', async () => {
    const cache = createLiveSessionCache({ isLive, maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) await cache.get(id, async () => session(id));
    const load = jest.fn(async () => session('a'));
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
