import { createReloadGuard, RELOAD_GUARD_STORAGE_KEY, RELOAD_GUARD_TTL_MS, type ReloadGuardStorage } from './reload-guard';

function memoryStorage(): ReloadGuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('createReloadGuard', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('defaults to the 10 s TTL of SPEC §9', () => {
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
  });

  it('allows the first reload and records its time', () => {
    const storage = memoryStorage();
    const guard = createReloadGuard({ storage, now: Date.now });
    expect(guard.tryAcquire()).toBe(true);
    expect(storage.data.get(RELOAD_GUARD_STORAGE_KEY)).toBe(String(Date.now()));
  });

  it('refuses within the TTL and allows again once it has passed', () => {
    const storage = memoryStorage();
    const guard = createReloadGuard({ storage, now: Date.now });
    expect(guard.tryAcquire()).toBe(true);
    jest.advanceTimersByTime(RELOAD_GUARD_TTL_MS - 1);
    expect(guard.tryAcquire()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(guard.tryAcquire()).toBe(true);
  });

  it('sees a reload recorded by the previous page load (same storage, new guard)', () => {
    const storage = memoryStorage();
    expect(createReloadGuard({ storage, now: Date.now }).tryAcquire()).toBe(true);
    jest.advanceTimersByTime(2_000);
    expect(createReloadGuard({ storage, now: Date.now }).tryAcquire()).toBe(false);
  });

  it('honours a custom TTL', () => {
    const storage = memoryStorage();
    const guard = createReloadGuard({ storage, now: Date.now, ttlMs: 1_000 });
    guard.tryAcquire();
    jest.advanceTimersByTime(1_000);
    expect(guard.tryAcquire()).toBe(true);
  });

  it('does not stay blocked when the clock was set back', () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_GUARD_STORAGE_KEY, String(Date.now() + 3_600_000));
    expect(createReloadGuard({ storage, now: Date.now }).tryAcquire()).toBe(true);
  });

  it('ignores a garbage value', () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_GUARD_STORAGE_KEY, 'not a time');
    expect(createReloadGuard({ storage, now: Date.now }).tryAcquire()).toBe(true);
  });

  it('refuses when storage is missing or throws, since a loop could not be detected', () => {
    expect(createReloadGuard({ storage: null, now: Date.now }).tryAcquire()).toBe(false);
    const throwing: ReloadGuardStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(createReloadGuard({ storage: throwing, now: Date.now }).tryAcquire()).toBe(false);
  });
});
