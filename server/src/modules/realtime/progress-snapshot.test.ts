import { ProgressSnapshotSchema } from '@iprism/shared/contracts';
import { applyProgress, EMPTY_STAGE_STATE } from './apply-progress';
import { toProgressSnapshot } from './progress-snapshot';

const T0 = 1_700_000_000_000;

describe('toProgressSnapshot', () => {
  it('lists only stages with state, in pipeline order, and validates against the contract', () => {
    const priorArt = applyProgress(EMPTY_STAGE_STATE, { stage: 'priorArt', applicationId: 'a', progress: -1, message: 'Search failed', final: false, timestamp: T0, task: { id: 'q', type: 'search' } });
    const upload = applyProgress(EMPTY_STAGE_STATE, { stage: 'upload', applicationId: 'a', progress: 100, message: 'Uploaded', final: true, timestamp: T0 });
    const snapshot = toProgressSnapshot('a', { priorArt, upload });
    expect(ProgressSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(snapshot.stages.map((s) => s.stage)).toEqual(['upload', 'priorArt']);
    expect(snapshot.stages[1]).toEqual({
      stage: 'priorArt',
      applicationId: 'a',
      progress: -1,
      message: 'Search failed',
      final: true,
      timestamp: T0,
      error: true,
      errorMessage: 'Search failed',
      errorType: 'search',
      tasks: { q: { progress: -1, message: 'Search failed', type: 'search', timestamp: T0 } },
    });
  });

  it('reports a subtask-only stage as not started, timed by its newest task', () => {
    let state = applyProgress(EMPTY_STAGE_STATE, { stage: 'report', applicationId: 'a', progress: 10, message: 'p1', final: false, timestamp: T0, task: { id: 'p1', type: 'subtask' } });
    state = applyProgress(state, { stage: 'report', applicationId: 'a', progress: 20, message: 'p2', final: false, timestamp: T0 + 9, task: { id: 'p2', type: 'subtask' } });
    expect(toProgressSnapshot('a', { report: state }).stages[0]).toMatchObject({ progress: 0, message: '', final: false, error: false, timestamp: T0 + 9 });
  });

  it('answers an empty list for an application with no stored progress', () => {
    expect(toProgressSnapshot('a', {})).toEqual({ applicationId: 'a', stages: [] });
  });
});
