import type { StorageLike } from '../logger/console-logger';
import { applyProgress, type ProgressState } from './progress-reducer';
import { memoryStorage } from './testing/memory-storage';
import { PROGRESS_STORAGE_KEY, clearSavedProgress, loadProgress, parseSavedProgress, saveProgress, serializeProgress } from './progress-persistence';

const NOW = 1_700_000_000_000;
const HOUR_MS = 3_600_000;

function sample(): ProgressState {
  let state: ProgressState = {};
  state = applyProgress(state, { applicationId: 'app-1', stage: 'upload', progress: 100, message: 'Uploaded', task: { id: 'u', type: 'upload' } }, NOW).state;
  state = applyProgress(state, { applicationId: 'app-1', stage: 'report', progress: 45, message: 'Writing', task: { id: 'r', type: 'report' } }, NOW).state;
  return applyProgress(state, { applicationId: 'app-2', stage: 'priorArt', progress: -1, message: 'Search failed' }, NOW).state;
}

describe('progress persistence', () => {
  it("saves under 'webhooksState' with cacheVersion 1.1.0 and savedAt", () => {
    const storage = memoryStorage();
    saveProgress(storage, sample(), NOW);
    const saved = JSON.parse(storage.data.get(PROGRESS_STORAGE_KEY) ?? 'null');
    expect(PROGRESS_STORAGE_KEY).toBe('webhooksState');
    expect(saved).toMatchObject({ cacheVersion: '1.1.0', savedAt: NOW });
    expect(saved.applications).toEqual(sample());
  });

  it('restores what it saved, with completed stages cleared', () => {
    const storage = memoryStorage();
    saveProgress(storage, sample(), NOW);
    const restored = loadProgress(storage, NOW + 60_000);
    expect(restored['app-1']?.upload).toEqual({ global: { progress: 0, message: '', final: true, timestamp: NOW }, tasks: {} });
    expect(restored['app-1']?.report).toEqual(sample()['app-1']?.report);
    expect(restored['app-2']?.priorArt.global).toMatchObject({ error: true, errorMessage: 'Search failed', errorType: 'unknown_error' });
  });

  it('keeps a save that is exactly an hour old and discards an older one', () => {
    const raw = serializeProgress(sample(), NOW);
    expect(Object.keys(parseSavedProgress(raw, NOW + HOUR_MS))).toEqual(['app-1', 'app-2']);
    expect(parseSavedProgress(raw, NOW + HOUR_MS + 1)).toEqual({});
  });

  it('discards another cache version', () => {
    const raw = JSON.stringify({ cacheVersion: '1.0.0', savedAt: NOW, applications: sample() });
    expect(parseSavedProgress(raw, NOW)).toEqual({});
  });

  it.each([
    ['nothing saved', null],
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ cacheVersion: '1.1.0', savedAt: NOW, applications: { 'app-1': { upload: 'done' } } })],
  ])('starts empty with %s', (_label, raw) => {
    expect(parseSavedProgress(raw, NOW)).toEqual({});
  });

  it('survives a storage that throws, or none at all', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveProgress(broken, sample(), NOW)).not.toThrow();
    expect(loadProgress(broken, NOW)).toEqual({});
    expect(loadProgress(null, NOW)).toEqual({});
  });

  it('removes the saved record on clear, and survives a storage that throws or none at all', () => {
    const storage = memoryStorage();
    saveProgress(storage, sample(), NOW);
    clearSavedProgress(storage);
    expect(storage.data.has(PROGRESS_STORAGE_KEY)).toBe(false);
    const broken: StorageLike = { getItem: () => null, setItem: () => undefined, removeItem: () => { throw new Error('SecurityError'); } };
    expect(() => clearSavedProgress(broken)).not.toThrow();
    expect(() => clearSavedProgress(null)).not.toThrow();
  });
});
