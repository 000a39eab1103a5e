import { idleLimitMs, isSessionIdle } from './idle-session';

describe('idle sign-out rule', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const seen = (minutesAgo: number) => ({ lastActiveAt: new Date(now.getTime() - minutesAgo * 60_000) });

  it('is off without a limit, however long the session was idle', () => {
    expect(idleLimitMs(null)).toBeNull();
    expect(isSessionIdle(seen(60 * 24 * 365), now, null)).toBe(false);
  });

  it('counts a session idle only once its last-seen time is older than the limit', () => {
    const limit = idleLimitMs(30);
    expect(limit).toBe(30 * 60_000);
    expect(isSessionIdle(seen(29), now, limit)).toBe(false);
    expect(isSessionIdle(seen(30), now, limit)).toBe(false);
    expect(isSessionIdle(seen(31), now, limit)).toBe(true);
  });
});
