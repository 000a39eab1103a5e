import { LatestBuildSchema, type RemoteRegistry } from '@iprism/shared/contracts/release';
import type { ReloadGuard } from './reload-guard';

/** SPEC §4/§7: the latest-build manifest, read with a timestamp query so no cache answers. */
export const LATEST_BUILD_URL = '/builds/latest.json';
export const RELEASE_POLL_INTERVAL_MS = 60_000;

/** Reads the published build id from `latest.json`; rejects when it cannot be read. */
export function createLatestIdReader(fetchFn: typeof fetch, now: () => number): () => Promise<string> {
  return async () => {
    const res = await fetchFn(`${LATEST_BUILD_URL}?t=${now()}`, { cache: 'no-store' });
    if (!res.ok) throw new Error(`${LATEST_BUILD_URL} answered HTTP ${res.status}`);
    return LatestBuildSchema.parse(await res.json()).id;
  };
}

// webpack: "Loading chunk 12 failed."; native import(): the browsers' own wordings.
const CHUNK_ERROR_MESSAGE = /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const MAX_CAUSE_DEPTH = 5;

/** A failed code download: webpack's ChunkLoadError or a failed dynamic import, possibly wrapped as a cause. */
export function isChunkLoadError(reason: unknown, depth = 0): boolean {
  if (typeof reason === 'string') return CHUNK_ERROR_MESSAGE.test(reason);
  if (!reason || typeof reason !== 'object' || depth > MAX_CAUSE_DEPTH) return false;
  const { name, message, cause } = reason as { name?: unknown; message?: unknown; cause?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message === 'string' && CHUNK_ERROR_MESSAGE.test(message)) return true;
  // The remote loader wraps the original error (RemoteLoadError.cause).
  return cause !== undefined && isChunkLoadError(cause, depth + 1);
}

/** A window 'error' event whose target is a script or stylesheet element: a code file failed to download. */
export function isAssetLoadFailure(target: unknown): boolean {
  const tag = (target as { tagName?: unknown } | null)?.tagName;
  return tag === 'SCRIPT' || tag === 'LINK';
}

/**
 * Remotes to re-register after a release: those whose entry changed and that this page has not
 * asked for yet, so they come from the new version without a reload. A remote already in use keeps
 * its version: swapping its container under a rendered page would mix two builds.
 */
export function remotesToRefresh(current: RemoteRegistry, next: RemoteRegistry, inUse: ReadonlySet<string>): string[] {
  return Object.keys(next).filter((name) => !inUse.has(name) && next[name]?.entry !== current[name]?.entry);
}

export type LoadErrorOutcome = 'reloading' | 'no-release' | 'guarded';

export interface ReleaseWatcherDeps {
  fetchLatestId: () => Promise<string>;
  guard: ReloadGuard;
  reload: () => void;
  /** Called once for each newly published id that differs from the page's own. */
  onRelease?: (id: string) => void;
  pollIntervalMs?: number;
}

export interface ReleaseWatcher {
  /** Reads latest.json now; the first successful read records the id the page started with. */
  check(): Promise<void>;
  /** A chunk or remote failed to load: reload once if a newer build than the page's is published. */
  handleLoadError(): Promise<LoadErrorOutcome>;
  /** Polls every interval (first read at once); returns the stop function. */
  start(): () => void;
}

export function createReleaseWatcher({ fetchLatestId, guard, reload, onRelease, pollIntervalMs = RELEASE_POLL_INTERVAL_MS }: ReleaseWatcherDeps): ReleaseWatcher {
  let startId: string | undefined;
  let latestId: string | undefined;
  let reloading = false;

  async function check(): Promise<void> {
    let id: string;
    try {
      id = await fetchLatestId();
    } catch {
      // Offline or mid-deploy: keep what was last seen, the next poll tries again.
      return;
    }
    startId ??= id;
    const changed = id !== latestId;
    latestId = id;
    if (changed && id !== startId) onRelease?.(id);
  }

  async function handleLoadError(): Promise<LoadErrorOutcome> {
    if (reloading) return 'reloading';
    await check();
    if (startId === undefined || latestId === startId) return 'no-release';
    if (reloading) return 'reloading';
    if (!guard.tryAcquire()) return 'guarded';
    reloading = true;
    reload();
    return 'reloading';
  }

  function start(): () => void {
    void check();
    const timer = setInterval(() => void check(), pollIntervalMs);
    return () => clearInterval(timer);
  }

  return { check, handleLoadError, start };
}
