import { createLocalAccessSignal } from '../../platform/access-cache/access-signal';
import type { SessionRecord } from './repositories/sessions';
import { createLiveSessionCache } from './live-session-cache';

const session = (id: string, revoked = false) => ({ id, userId: 'u1', revokedAt: revoked ? new Date() : null }) as unknown as SessionRecord;
const isLive = (s: SessionRecord) => s.revokedAt === null;

describe('createLiveSessionCache', () => {
  it('keeps a live session, never one that was not live nor an unknown one', async () => {
    const cache = createLiveSessionCache({ isLive, signal: createLocalAccessSignal() });
    const live = jest.fn(async () => session('s1'));
    await cache.get('s1', live);
    await cache.get('s1', live);
    expect(live).toHaveBeenCalledTimes(1);
    const revoked = jest.fn(async () => session('s2', true));
    await cache.get('s2', revoked);
    await cache.get('s2', revoked);
    expect(revoked).toHaveBeenCalledTimes(2);
    const missing = jest.fn(async () => null);
    await cache.get('s3', missing);
    await cache.get('s3', missing);
    expect(missing).toHaveBeenCalledTimes(2);
  });

  it('a revocation raises the access signal, which every access cache obeys', async () => {
    const signal = createLocalAccessSignal();
    const heard = jest.fn();
    signal.onChange(heard);
    const cache = createLiveSessionCache({ isLive, signal });
    await cache.get('s1', async () => session('s1'));
    cache.revoked();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(await cache.get('s1', async () => session('s1', true))).toMatchObject({ revokedAt: expect.any(Date) });
  });
});
