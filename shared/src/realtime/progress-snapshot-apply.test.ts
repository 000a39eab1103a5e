import { createStore } from 'jotai';
import type { ProgressSnapshot, StageSnapshot } from '../contracts/progress';
import { systemClock } from './clock';
import { createProgressAtoms } from './progress-atoms';
import { PROGRESS_STORAGE_KEY } from './progress-persistence';
import { applyProgress, clearCompletedStages, type ProgressState } from './progress-reducer';
import { applyProgressSnapshot } from './progress-snapshot-apply';
import { memoryStorage } from './testing/memory-storage';

const APP = 'app-9';
const T = 1_700_000_000_000;

const stage = (s: Partial<StageSnapshot> & Pick<StageSnapshot, 'stage'>): StageSnapshot => ({
  applicationId: APP,
  progress: 0,
  message: '',
  final: false,
  timestamp: T,
  error: false,
  errorMessage: null,
  errorType: null,
  tasks: {},
  ...s,
});
const snapshot = (...stages: StageSnapshot[]): ProgressSnapshot => ({ applicationId: APP, stages });
const live = (state: ProgressState, payload: Record<string, unknown>) => applyProgress(state, { applicationId: APP, ...payload }, T).state;

describe('applyProgressSnapshot', () => {
  it('restores each stage’s record and task map, the error type included', () => {
    const { state, warnings } = applyProgressSnapshot(
      {},
      snapshot(
        stage({ stage: 'upload', progress: 100, final: true, message: 'Uploaded' }),
        stage({ stage: 'idsAnalysis', progress: -1, final: true, message: 'Model timed out', error: true, errorMessage: 'Model timed out', errorType: 'model_timeout', tasks: { t1: { progress: -1, message: 'Model timed out', type: 'model_timeout', timestamp: T } } }),
      ),
    );
    expect(warnings).toEqual([]);
    expect(state[APP]?.upload).toEqual({ global: { progress: 100, message: 'Uploaded', final: true, timestamp: T }, tasks: {} });
    expect(state[APP]?.idsAnalysis).toEqual({
      global: { progress: -1, message: 'Model timed out', final: true, timestamp: T, error: true, errorMessage: 'Model timed out', errorType: 'model_timeout' },
      tasks: { t1: { progress: -1, message: 'Model timed out', type: 'model_timeout', timestamp: T } },
    });
    expect(state[APP]?.report.global.progress).toBe(0);
  });

  it('keeps a live update that is newer than the snapshot, stage and task alike', () => {
    const before = live({}, { stage: 'priorArt', progress: 60, message: 'Ranking', task: { id: 'rank', type: 'ranking' }, timestamp: T + 5_000 });
    const { state } = applyProgressSnapshot(
      before,
      snapshot(stage({ stage: 'priorArt', progress: 45, message: 'Searching', tasks: { rank: { progress: 45, message: 'Searching', type: 'ranking', timestamp: T }, epo: { progress: 20, message: 'EPO', type: 'subtask', timestamp: T } } })),
    );
    expect(state[APP]?.priorArt.global).toMatchObject({ progress: 60, message: 'Ranking' });
    expect(state[APP]?.priorArt.tasks).toEqual({ rank: expect.objectContaining({ progress: 60 }), epo: expect.objectContaining({ progress: 20, type: 'subtask' }) });
  });

  it('replaces an older record and drops its error once the stored stage runs again', () => {
    const failed = live({}, { stage: 'report', progress: -1, message: 'Crashed', timestamp: T - 1_000 });
    const { state } = applyProgressSnapshot(failed, snapshot(stage({ stage: 'report', progress: 30, message: 'Retrying' })));
    expect(state[APP]?.report.global).toEqual({ progress: 30, message: 'Retrying', final: false, timestamp: T });
  });

  it('wins at equal times, so a completed stage cleared on restore shows as stored', () => {
    const cleared = clearCompletedStages(live({}, { stage: 'upload', progress: 100, message: 'Uploaded', timestamp: T }));
    expect(cleared[APP]?.upload.global.progress).toBe(0);
    const { state } = applyProgressSnapshot(cleared, snapshot(stage({ stage: 'upload', progress: 100, final: true, message: 'Uploaded' })));
    expect(state[APP]?.upload.global).toMatchObject({ progress: 100, final: true, message: 'Uploaded' });
  });

  it('returns the same state when nothing is newer, and leaves stages it does not name alone', () => {
    const before = live({}, { stage: 'report', progress: 70, message: 'Writing', timestamp: T + 1 });
    expect(applyProgressSnapshot(before, snapshot(stage({ stage: 'report', progress: 10 }))).state).toBe(before);
    expect(applyProgressSnapshot(before, snapshot()).state).toBe(before);
  });

  it('ignores a malformed snapshot with a warning', () => {
    const before: ProgressState = {};
    expect(applyProgressSnapshot(before, { applicationId: APP, stages: [{ stage: 'nope' }] })).toEqual({ state: before, warnings: ['Ignoring malformed progress snapshot'] });
    expect(applyProgressSnapshot(before, null).warnings).toHaveLength(1);
  });
});

describe('applySnapshotAtom', () => {
  it('applies a snapshot to the atoms and saves it like any change', () => {
    const storage = memoryStorage();
    const atoms = createProgressAtoms({ storage, clock: systemClock });
    const store = createStore();
    expect(store.set(atoms.applySnapshotAtom, snapshot(stage({ stage: 'priorArt', progress: 45, message: 'Searching' })))).toEqual([]);
    expect(store.get(atoms.stageProgressAtom(APP, 'priorArt')).global).toMatchObject({ progress: 45, message: 'Searching' });
    expect(storage.data.get(PROGRESS_STORAGE_KEY)).toContain('Searching');
    expect(store.set(atoms.applySnapshotAtom, 'nonsense')).toEqual(['Ignoring malformed progress snapshot']);
  });
});
