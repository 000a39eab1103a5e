/** SPEC §9: a reload for a new release is refused for 10 s after the previous one, so it never loops. */
export const RELOAD_GUARD_TTL_MS = 10_000;
export const RELOAD_GUARD_STORAGE_KEY = 'iprism:last-release-reload-at';

export interface ReloadGuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ReloadGuardDeps {
  /** sessionStorage in the browser: the mark must survive the reload, but only in this tab. */
  storage: ReloadGuardStorage | null;
  now: () => number;
  ttlMs?: number;
}

export interface ReloadGuard {
  /** True, and the reload time is recorded, when a reload may happen now; false within the TTL. */
  tryAcquire(): boolean;
}

export function createReloadGuard({ storage, now, ttlMs = RELOAD_GUARD_TTL_MS }: ReloadGuardDeps): ReloadGuard {
  return {
    tryAcquire() {
      // Without storage the previous reload cannot be seen, so reloading could loop: refuse.
      if (!storage) return false;
      try {
        const last = Number(storage.getItem(RELOAD_GUARD_STORAGE_KEY));
        const at = now();
        const elapsedMs = at - last;
        // A clock set back (negative elapsed) must not block reloads until it catches up.
        if (Number.isFinite(last) && last > 0 && elapsedMs >= 0 && elapsedMs < ttlMs) return false;
        storage.setItem(RELOAD_GUARD_STORAGE_KEY, String(at));
        return true;
      } catch {
        // Storage denied or full (private mode): same reasoning as no storage.
        return false;
      }
    },
  };
}
