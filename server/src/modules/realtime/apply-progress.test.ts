import { applyProgress, EMPTY_STAGE_STATE, progressWrites, type StageState, type TimedProgressPayload } from './apply-progress';

const T0 = 1_700_000_000_000;

const payload = (over: Partial<TimedProgressPayload> = {}): TimedProgressPayload => ({
  stage: 'report',
  applicationId: 'app_1',
  progress: 40,
  message: 'Drafting the report',
  final: false,
  timestamp: T0,
  ...over,
});

describe('applyProgress (SPEC §4 live progress per stage)', () => {
  it('records a running stage: progress, message and time, not final', () => {
    expect(applyProgress(EMPTY_STAGE_STATE, payload()).global).toEqual({
      progress: 40,
      message: 'Drafting the report',
      final: false,
      timestamp: T0,
      error: false,
      errorMessage: null,
      errorType: null,
    });
  });

  it('marks -1 as an error: message kept, error type from the task type, final set', () => {
    const next = applyProgress(EMPTY_STAGE_STATE, payload({ progress: -1, message: 'Parser crashed', task: { id: 't1', type: 'pdf_parse' } }));
    expect(next.global).toMatchObject({ progress: -1, error: true, errorMessage: 'Parser crashed', errorType: 'pdf_parse', final: true });
  });

  it('defaults the error type to unknown_error when the payload names no task', () => {
    expect(applyProgress(EMPTY_STAGE_STATE, payload({ progress: -1, message: 'Failed' })).global).toMatchObject({ error: true, errorType: 'unknown_error', final: true });
  });

  it('marks progress 100 as complete even when final is false', () => {
    expect(applyProgress(EMPTY_STAGE_STATE, payload({ progress: 100, final: false })).global).toMatchObject({ progress: 100, final: true, error: false });
  });

  it('marks final=true as complete below 100', () => {
    expect(applyProgress(EMPTY_STAGE_STATE, payload({ progress: 80, final: true })).global).toMatchObject({ progress: 80, final: true });
  });

  it('never lets a subtask touch the global record, even a failing one', () => {
    const running = applyProgress(EMPTY_STAGE_STATE, payload({ progress: 30 }));
    const next = applyProgress(running, payload({ progress: -1, message: 'page 3 failed', timestamp: T0 + 5, task: { id: 'page-3', type: 'subtask' } }));
    expect(next.global).toBe(running.global);
    expect(next.tasks['page-3']).toEqual({ progress: -1, message: 'page 3 failed', type: 'subtask', timestamp: T0 + 5 });
  });

  it('keeps the global record null when only subtasks reported', () => {
    expect(applyProgress(EMPTY_STAGE_STATE, payload({ task: { id: 's', type: 'subtask' } })).global).toBeNull();
  });

  it('lets a non-subtask task update both the global record and its task entry', () => {
    const next = applyProgress(EMPTY_STAGE_STATE, payload({ progress: 55, task: { id: 'claims', type: 'analysis' } }));
    expect(next.global).toMatchObject({ progress: 55 });
    expect(next.tasks).toEqual({ claims: { progress: 55, message: 'Drafting the report', type: 'analysis', timestamp: T0 } });
  });

  it('keeps other tasks and replaces the same task id', () => {
    let state: StageState = EMPTY_STAGE_STATE;
    state = applyProgress(state, payload({ progress: 10, task: { id: 'a', type: 'subtask' } }));
    state = applyProgress(state, payload({ progress: 20, task: { id: 'b', type: 'subtask' } }));
    state = applyProgress(state, payload({ progress: 90, task: { id: 'a', type: 'subtask' }, timestamp: T0 + 1 }));
    expect(Object.keys(state.tasks).sort()).toEqual(['a', 'b']);
    expect(state.tasks.a).toMatchObject({ progress: 90, timestamp: T0 + 1 });
  });

  it('clears an earlier failure when the stage reports progress again (a retry)', () => {
    const failed = applyProgress(EMPTY_STAGE_STATE, payload({ progress: -1, message: 'boom' }));
    expect(applyProgress(failed, payload({ progress: 5, message: 'Retrying' })).global).toMatchObject({ progress: 5, error: false, errorMessage: null, errorType: null, final: false });
  });

  it('does not mutate the state it is given', () => {
    const state = applyProgress(EMPTY_STAGE_STATE, payload({ task: { id: 'a', type: 'subtask' } }));
    const copy = structuredClone(state);
    applyProgress(state, payload({ progress: 70, task: { id: 'b', type: 'subtask' } }));
    expect(state).toEqual(copy);
  });
});

describe('progressWrites', () => {
  it('writes no task without a task reference', () => {
    expect(progressWrites(payload()).task).toBeNull();
  });

  it('writes the global record from the payload alone (no read needed before an upsert)', () => {
    expect(progressWrites(payload({ progress: 100 })).global).toEqual(applyProgress(EMPTY_STAGE_STATE, payload({ progress: 100 })).global);
  });
});
