import { createStore } from 'jotai';
import { systemClock } from './clock';
import { createProgressAtoms } from './progress-atoms';
import { PROGRESS_STORAGE_KEY, serializeProgress } from './progress-persistence';
import { applyProgress } from './progress-reducer';
import { memoryStorage } from './testing/memory-storage';

const NOW = 1_700_000_000_000;
const APP = 'app-7';

function setup(storage = memoryStorage()) {
  const atoms = createProgressAtoms({ storage, clock: systemClock });
  return { atoms, storage, store: createStore() };
}

describe('progress atoms', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW);
  });
  afterEach(() => jest.useRealTimers());

  it('applies a payload to the record and to the per-application and per-stage atoms', () => {
    const { atoms, store } = setup();
    const warnings = store.set(atoms.applyProgressAtom, { applicationId: APP, stage: 'report', progress: 30, message: 'Writing' });
    expect(warnings).toEqual([]);
    const report = { global: { progress: 30, message: 'Writing', final: false, timestamp: NOW }, tasks: {} };
    expect(store.get(atoms.progressAtom)[APP]?.report).toEqual(report);
    expect(store.get(atoms.applicationProgressAtom(APP)).report).toEqual(report);
    expect(store.get(atoms.stageProgressAtom(APP, 'report'))).toEqual(report);
  });

  it('gives empty stages for an application nothing was reported for, and stable atoms per key', () => {
    const { atoms, store } = setup();
    expect(store.get(atoms.stageProgressAtom('unknown', 'upload')).global).toEqual({ progress: 0, message: '', final: false, timestamp: 0 });
    expect(atoms.applicationProgressAtom(APP)).toBe(atoms.applicationProgressAtom(APP));
    expect(atoms.stageProgressAtom(APP, 'upload')).toBe(atoms.stageProgressAtom(APP, 'upload'));
  });

  it('returns the reducer warnings and leaves the record alone', () => {
    const { atoms, store } = setup();
    const before = store.get(atoms.progressAtom);
    expect(store.set(atoms.applyProgressAtom, 'nonsense')).toEqual(['Ignoring progress payload that is not an object']);
    expect(store.get(atoms.progressAtom)).toBe(before);
  });

  it('saves every change to webhooksState', () => {
    const { atoms, store, storage } = setup();
    store.set(atoms.applyProgressAtom, { applicationId: APP, stage: 'upload', progress: 10 });
    expect(JSON.parse(storage.data.get(PROGRESS_STORAGE_KEY) ?? 'null')).toMatchObject({ cacheVersion: '1.1.0', savedAt: NOW, applications: { [APP]: {} } });
  });

  it('sets final again 2 s after completion, with the timer it scheduled', () => {
    const { atoms, store } = setup();
    store.set(atoms.applyProgressAtom, { applicationId: APP, stage: 'upload', progress: 100 });
    // A late update of the same run, delivered out of order, clears the flag.
    store.set(atoms.applyProgressAtom, { applicationId: APP, stage: 'upload', progress: 95, final: false });
    expect(store.get(atoms.stageProgressAtom(APP, 'upload')).global.final).toBe(false);
    jest.advanceTimersByTime(1_999);
    expect(store.get(atoms.stageProgressAtom(APP, 'upload')).global.final).toBe(false);
    jest.advanceTimersByTime(1);
    expect(store.get(atoms.stageProgressAtom(APP, 'upload')).global.final).toBe(true);
  });

  it('restores the saved record on creation, with completed stages cleared', () => {
    const storage = memoryStorage();
    let saved = applyProgress({}, { applicationId: APP, stage: 'upload', progress: 100, message: 'Done' }, NOW).state;
    saved = applyProgress(saved, { applicationId: APP, stage: 'report', progress: 60, message: 'Writing' }, NOW).state;
    storage.setItem(PROGRESS_STORAGE_KEY, serializeProgress(saved, NOW - 1_000));
    const { atoms, store } = setup(storage);
    expect(store.get(atoms.stageProgressAtom(APP, 'upload')).global).toMatchObject({ progress: 0, message: '' });
    expect(store.get(atoms.stageProgressAtom(APP, 'report')).global).toMatchObject({ progress: 60, message: 'Writing' });
  });

  it('clears completed stages on demand, and saves the result', () => {
    const { atoms, store, storage } = setup();
    store.set(atoms.applyProgressAtom, { applicationId: APP, stage: 'upload', progress: 100, message: 'Done' });
    store.set(atoms.clearCompletedStagesAtom);
    expect(store.get(atoms.stageProgressAtom(APP, 'upload')).global).toMatchObject({ progress: 0, message: '' });
    expect(JSON.parse(storage.data.get(PROGRESS_STORAGE_KEY) ?? 'null').applications[APP].upload.global.progress).toBe(0);
  });

  it('forgets every record on clearAll, in memory and in storage, so the next user starts empty', () => {
    const { atoms, store, storage } = setup();
    store.set(atoms.applyProgressAtom, { applicationId: APP, stage: 'report', progress: 40, message: 'Writing' });
    store.set(atoms.clearAllProgressAtom);
    expect(store.get(atoms.progressAtom)).toEqual({});
    expect(store.get(atoms.stageProgressAtom(APP, 'report')).global.progress).toBe(0);
    expect(storage.data.has(PROGRESS_STORAGE_KEY)).toBe(false);
    expect(store.get(createProgressAtoms({ storage, clock: systemClock }).progressAtom)).toEqual({});
  });

  it('does not bring a cleared stage back with a final re-set that was still pending', () => {
    const { atoms, store, storage } = setup();
    store.set(atoms.applyProgressAtom, { applicationId: APP, stage: 'upload', progress: 100 });
    store.set(atoms.applyProgressAtom, { applicationId: APP, stage: 'upload', progress: 95, final: false });
    store.set(atoms.clearAllProgressAtom);
    jest.advanceTimersByTime(2_000);
    expect(store.get(atoms.progressAtom)).toEqual({});
    expect(storage.data.has(PROGRESS_STORAGE_KEY)).toBe(false);
  });
});
