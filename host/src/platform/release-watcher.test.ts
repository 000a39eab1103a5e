import { createLatestIdReader, createReleaseWatcher, isAssetLoadFailure, isChunkLoadError, LATEST_BUILD_URL, RELEASE_POLL_INTERVAL_MS, remotesToRefresh } from './release-watcher';
import { createReloadGuard, RELOAD_GUARD_TTL_MS, type ReloadGuardStorage } from './reload-guard';

function memoryStorage(): ReloadGuardStorage {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

/** latest.json as served: the test publishes ids; `down` makes reads fail. */
function server(initial: string) {
  const state = { id: initial, down: false, reads: 0 };
  const fetchLatestId = jest.fn(async () => {
    state.reads++;
    if (state.down) throw new TypeError('Failed to fetch');
    return state.id;
  });
  return { state, fetchLatestId };
}

function setup(initial = 'build-1', storage: ReloadGuardStorage = memoryStorage()) {
  const s = server(initial);
  const reload = jest.fn();
  const onRelease = jest.fn();
  const guard = createReloadGuard({ storage, now: Date.now });
  const watcher = createReleaseWatcher({ fetchLatestId: s.fetchLatestId, guard, reload, onRelease });
  return { ...s, reload, onRelease, watcher, storage };
}

/** Lets the promise callbacks queued by a timer run. */
const flush = () => jest.advanceTimersByTimeAsync(0);

describe('createReleaseWatcher', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('reads latest.json at start and then every 60 s', async () => {
    const { watcher, state } = setup();
    const stop = watcher.start();
    await flush();
    expect(state.reads).toBe(1);
    await jest.advanceTimersByTimeAsync(RELEASE_POLL_INTERVAL_MS - 1);
    expect(state.reads).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(state.reads).toBe(2);
    await jest.advanceTimersByTimeAsync(RELEASE_POLL_INTERVAL_MS * 3);
    expect(state.reads).toBe(5);
    stop();
    await jest.advanceTimersByTimeAsync(RELEASE_POLL_INTERVAL_MS * 3);
    expect(state.reads).toBe(5);
  });

  it('reports each newly published id once, never the id the page started with', async () => {
    const { watcher, state, onRelease } = setup();
    watcher.start();
    await flush();
    expect(onRelease).not.toHaveBeenCalled();
    state.id = 'build-2';
    await jest.advanceTimersByTimeAsync(RELEASE_POLL_INTERVAL_MS * 2);
    expect(onRelease.mock.calls).toEqual([['build-2']]);
    state.id = 'build-3';
    await watcher.check();
    expect(onRelease.mock.calls).toEqual([['build-2'], ['build-3']]);
  });

  it('does not reload on a load error while no newer build is published', async () => {
    const { watcher, reload } = setup();
    watcher.start();
    await flush();
    await expect(watcher.handleLoadError()).resolves.toBe('no-release');
    expect(reload).not.toHaveBeenCalled();
  });

  it('checks latest.json right at the load error and reloads once when a newer id is there', async () => {
    const { watcher, state, reload } = setup();
    watcher.start();
    await flush();
    state.id = 'build-2'; // published after the last poll: only the check at the error sees it
    const readsBefore = state.reads;
    await expect(watcher.handleLoadError()).resolves.toBe('reloading');
    expect(state.reads).toBe(readsBefore + 1);
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(watcher.handleLoadError()).resolves.toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when several load errors arrive together', async () => {
    const { watcher, state, reload } = setup();
    await watcher.check();
    state.id = 'build-2';
    await Promise.all([watcher.handleLoadError(), watcher.handleLoadError(), watcher.handleLoadError()]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never loops: the page after the reload refuses a second one within 10 s', async () => {
    const storage = memoryStorage();
    const first = setup('build-1', storage);
    await first.watcher.check();
    first.state.id = 'build-2';
    await first.watcher.handleLoadError();
    expect(first.reload).toHaveBeenCalledTimes(1);

    // The reloaded page started on build-2, but a build-3 is already out and its chunks fail too.
    jest.advanceTimersByTime(3_000);
    const second = setup('build-2', storage);
    await second.watcher.check();
    second.state.id = 'build-3';
    await expect(second.watcher.handleLoadError()).resolves.toBe('guarded');
    expect(second.reload).not.toHaveBeenCalled();

    // Once the TTL has passed a new release may reload again.
    jest.advanceTimersByTime(RELOAD_GUARD_TTL_MS);
    await expect(second.watcher.handleLoadError()).resolves.toBe('reloading');
    expect(second.reload).toHaveBeenCalledTimes(1);
  });

  it('uses the newer id seen by an earlier poll when latest.json cannot be read at the error', async () => {
    const { watcher, state, reload } = setup();
    watcher.start();
    await flush();
    state.id = 'build-2';
    await jest.advanceTimersByTimeAsync(RELEASE_POLL_INTERVAL_MS);
    state.down = true;
    await expect(watcher.handleLoadError()).resolves.toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes the first successful read as the starting id when the first reads fail', async () => {
    const { watcher, state, reload, onRelease } = setup();
    state.down = true;
    watcher.start();
    await flush();
    await expect(watcher.handleLoadError()).resolves.toBe('no-release');
    state.down = false;
    await jest.advanceTimersByTimeAsync(RELEASE_POLL_INTERVAL_MS);
    expect(onRelease).not.toHaveBeenCalled();
    await expect(watcher.handleLoadError()).resolves.toBe('no-release');
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a rollback to the page’s own build as no release', async () => {
    const { watcher, state, reload } = setup();
    await watcher.check();
    state.id = 'build-2';
    await watcher.check();
    state.id = 'build-1';
    await expect(watcher.handleLoadError()).resolves.toBe('no-release');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('createLatestIdReader', () => {
  // jsdom has no Response: answer with the two members the reader uses.
  const answer = (status: number, body: unknown) => jest.fn(async () => ({ ok: status < 300, status, json: async () => body }) as Response);

  it('asks for latest.json with the current time as query and no cache', async () => {
    const fetchFn = answer(200, { id: 'abc', publishedAt: '2026-01-01T00:00:00.000Z' });
    await expect(createLatestIdReader(fetchFn as unknown as typeof fetch, () => 1234)()).resolves.toBe('abc');
    expect(fetchFn).toHaveBeenCalledWith(`${LATEST_BUILD_URL}?t=1234`, { cache: 'no-store' });
  });

  it('rejects a missing file or a malformed body', async () => {
    const missing = answer(404, null);
    await expect(createLatestIdReader(missing as unknown as typeof fetch, Date.now)()).rejects.toThrow('HTTP 404');
    const malformed = answer(200, { version: 1 });
    await expect(createLatestIdReader(malformed as unknown as typeof fetch, Date.now)()).rejects.toThrow();
  });
});

describe('isChunkLoadError', () => {
  it('recognises webpack and browser chunk failures', () => {
    const chunk = Object.assign(new Error('Loading chunk 855 failed.\n(error: http://x/855.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 3 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('looks through wrapping errors', () => {
    const chunk = Object.assign(new Error('boom'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(new Error('The patent area could not be loaded', { cause: chunk }))).toBe(true);
  });

  it('ignores other errors and survives a cause cycle', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    const a: { message: string; cause?: unknown } = { message: 'a' };
    a.cause = a;
    expect(isChunkLoadError(a)).toBe(false);
  });
});

describe('isAssetLoadFailure', () => {
  it('is true for script and stylesheet elements only', () => {
    expect(isAssetLoadFailure(document.createElement('script'))).toBe(true);
    expect(isAssetLoadFailure(document.createElement('link'))).toBe(true);
    expect(isAssetLoadFailure(document.createElement('img'))).toBe(false);
    expect(isAssetLoadFailure(window)).toBe(false);
    expect(isAssetLoadFailure(null)).toBe(false);
  });
});

describe('remotesToRefresh', () => {
  const v = (name: string, version: string) => ({ entry: `/builds/remotes/${name}/${version}/mf-manifest.json`, version });

  it('picks the remotes whose entry changed and that the page has not used', () => {
    const current = { patent: v('patent', '1'), scout: v('scout', '1'), admin: v('admin', '1') };
    const next = { patent: v('patent', '2'), scout: v('scout', '2'), admin: v('admin', '1'), toolbox: v('toolbox', '1') };
    expect(remotesToRefresh(current, next, new Set(['patent']))).toEqual(['scout', 'toolbox']);
  });
});
