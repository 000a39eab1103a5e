import {
  EMPTY_APPLICATION_PROGRESS,
  applicationProgressOf,
  applyProgress,
  clearCompletedStages,
  isStageActive,
  reassertFinal,
  type ProgressState,
  type StageProgress,
} from './progress-reducer';

const APP = 'app-42';
const NOW = 1_700_000_000_000;

function apply(payload: unknown, state: ProgressState = {}) {
  return applyProgress(state, payload, NOW);
}

const stageOf = (state: ProgressState, stage: keyof typeof EMPTY_APPLICATION_PROGRESS) => applicationProgressOf(state, APP)?.[stage];

describe('applyProgress', () => {
  it('creates the application with six stages and updates the reported one', () => {
    const { state, warnings, effects } = apply({ applicationId: APP, stage: 'report', progress: 40, message: 'Drafting report', final: false, task: { id: 't1', type: 'report' } });
    expect(Object.keys(state[APP] ?? {})).toEqual(['upload', 'report', 'priorArt', 'idsAnalysis', 'idsTransformation', 'idsClassification']);
    expect(stageOf(state, 'report')).toEqual({
      global: { progress: 40, message: 'Drafting report', final: false, timestamp: NOW },
      tasks: { t1: { progress: 40, message: 'Drafting report', type: 'report', timestamp: NOW } },
    });
    expect(stageOf(state, 'upload')).toEqual(EMPTY_APPLICATION_PROGRESS.upload);
    expect(warnings).toEqual([]);
    expect(effects).toEqual([]);
  });

  it("uses the server's timestamp when the payload has one", () => {
    const { state } = apply({ applicationId: APP, stage: 'upload', progress: 10, timestamp: 123 });
    expect(stageOf(state, 'upload')?.global.timestamp).toBe(123);
  });

  it('marks -1 as an error: message stored, error type from the task, final set', () => {
    const { state, effects } = apply({ applicationId: APP, stage: 'priorArt', progress: -1, message: 'Search backend down', task: { id: 't9', type: 'search_failed' } });
    expect(stageOf(state, 'priorArt')?.global).toEqual({
      progress: -1,
      message: 'Search backend down',
      final: true,
      timestamp: NOW,
      error: true,
      errorMessage: 'Search backend down',
      errorType: 'search_failed',
    });
    expect(effects).toEqual([]);
  });

  it("defaults the error type to 'unknown_error' without a task", () => {
    const { state } = apply({ applicationId: APP, stage: 'priorArt', progress: -1, message: 'Failed' });
    expect(stageOf(state, 'priorArt')?.global.errorType).toBe('unknown_error');
  });

  it('completes at 100 and asks for final to be set again after 2 s', () => {
    const { state, effects } = apply({ applicationId: APP, stage: 'upload', progress: 100, message: 'Uploaded', final: false });
    expect(stageOf(state, 'upload')?.global).toMatchObject({ progress: 100, final: true });
    expect(effects).toEqual([{ kind: 'reassert-final', applicationId: APP, stage: 'upload', delayMs: 2_000 }]);
  });

  it('completes on final=true below 100 too', () => {
    const { state, effects } = apply({ applicationId: APP, stage: 'idsAnalysis', progress: 80, final: true });
    expect(stageOf(state, 'idsAnalysis')?.global).toMatchObject({ progress: 80, final: true });
    expect(effects).toHaveLength(1);
  });

  it('clears the error fields when a failed stage reports progress again', () => {
    const failed = apply({ applicationId: APP, stage: 'report', progress: -1, message: 'boom' }).state;
    const { state } = apply({ applicationId: APP, stage: 'report', progress: 5, message: 'Retrying' }, failed);
    expect(stageOf(state, 'report')?.global).toEqual({ progress: 5, message: 'Retrying', final: false, timestamp: NOW });
  });

  it('never lets a subtask touch the global record, only its task entry', () => {
    const before = apply({ applicationId: APP, stage: 'idsTransformation', progress: 30, message: 'Transforming' }).state;
    for (const progress of [90, -1, 100]) {
      const { state, effects } = apply({ applicationId: APP, stage: 'idsTransformation', progress, message: 'part', final: true, task: { id: 's1', type: 'subtask' } }, before);
      expect(stageOf(state, 'idsTransformation')?.global).toEqual(stageOf(before, 'idsTransformation')?.global);
      expect(stageOf(state, 'idsTransformation')?.tasks.s1).toEqual({ progress, message: 'part', type: 'subtask', timestamp: NOW });
      expect(effects).toEqual([]);
    }
  });

  it('keeps other tasks of the stage', () => {
    const first = apply({ applicationId: APP, stage: 'report', progress: 20, task: { id: 'a', type: 'report' } }).state;
    const { state } = apply({ applicationId: APP, stage: 'report', progress: 30, task: { id: 'b', type: 'subtask' } }, first);
    expect(Object.keys(stageOf(state, 'report')?.tasks ?? {})).toEqual(['a', 'b']);
  });

  it('ignores an unknown stage with a warning', () => {
    const state: ProgressState = {};
    const result = apply({ applicationId: APP, stage: 'claims', progress: 10 }, state);
    expect(result.state).toBe(state);
    expect(result.warnings).toEqual(['Ignoring progress for unknown stage "claims"']);
  });

  it.each([
    ['no application id', { stage: 'upload', progress: 10 }],
    ['an empty application id', { applicationId: '', stage: 'upload', progress: 10 }],
    ['no stage', { applicationId: APP, progress: 10 }],
  ])('ignores a payload with %s, silently', (_label, payload) => {
    const state: ProgressState = {};
    expect(apply(payload, state)).toEqual({ state, warnings: [], effects: [] });
    expect(apply(payload, state).state).toBe(state);
  });

  it.each([null, 'progress', 42, [1, 2]])('ignores a non-object (%p) with a warning', (payload) => {
    const state: ProgressState = {};
    const result = apply(payload, state);
    expect(result.state).toBe(state);
    expect(result.warnings).toEqual(['Ignoring progress payload that is not an object']);
  });

  it('ignores a payload whose fields have the wrong shape, with a warning', () => {
    const state: ProgressState = {};
    const result = apply({ applicationId: APP, stage: 'upload', progress: 'half' }, state);
    expect(result.state).toBe(state);
    expect(result.warnings).toEqual([`Ignoring malformed progress payload for upload of application ${APP}`]);
  });

  it('treats application ids that name Object members as plain ids', () => {
    const { state } = applyProgress({}, { applicationId: 'constructor', stage: 'upload', progress: 10 }, NOW);
    expect(applicationProgressOf(state, 'constructor')?.upload.global.progress).toBe(10);
    expect(applicationProgressOf({}, 'toString')).toBeUndefined();
  });
});

describe('reassertFinal', () => {
  const effect = { kind: 'reassert-final', applicationId: APP, stage: 'upload', delayMs: 2_000 } as const;
  const completed = apply({ applicationId: APP, stage: 'upload', progress: 100 }).state;
  const unset = (state: ProgressState): ProgressState => {
    const upload = stageOf(state, 'upload') as StageProgress;
    return { [APP]: { ...EMPTY_APPLICATION_PROGRESS, upload: { ...upload, global: { ...upload.global, final: false } } } };
  };

  it('sets the final flag again when something cleared it in between', () => {
    expect(stageOf(reassertFinal(unset(completed), effect), 'upload')?.global.final).toBe(true);
  });

  it('returns the same state when the flag is still set', () => {
    expect(reassertFinal(completed, effect)).toBe(completed);
  });

  it('leaves a stage that failed or was reset since, and an unknown application', () => {
    const failed = unset(apply({ applicationId: APP, stage: 'upload', progress: -1 }, completed).state);
    expect(reassertFinal(failed, effect)).toBe(failed);
    const reset = unset(apply({ applicationId: APP, stage: 'upload', progress: 0 }).state);
    expect(reassertFinal(reset, effect)).toBe(reset);
    expect(reassertFinal({}, effect)).toEqual({});
  });
});

describe('isStageActive', () => {
  const stage = (progress: number, final: boolean): StageProgress => ({ global: { progress, message: '', final, timestamp: 0 }, tasks: {} });

  it('is active above 0, below 100 and not final', () => {
    expect(isStageActive(stage(1, false))).toBe(true);
    expect(isStageActive(stage(99, false))).toBe(true);
  });

  it('is not active at 0, at 100, on error or once final', () => {
    expect(isStageActive(stage(0, false))).toBe(false);
    expect(isStageActive(stage(100, false))).toBe(false);
    expect(isStageActive(stage(-1, false))).toBe(false);
    expect(isStageActive(stage(50, true))).toBe(false);
  });
});

describe('clearCompletedStages', () => {
  it('resets stages final at 100 to progress 0, an empty message and no tasks', () => {
    let state = apply({ applicationId: APP, stage: 'upload', progress: 100, message: 'Uploaded', task: { id: 't', type: 'upload' } }).state;
    state = apply({ applicationId: APP, stage: 'report', progress: 50, message: 'Halfway', task: { id: 'r', type: 'report' } }, state).state;
    state = apply({ applicationId: APP, stage: 'priorArt', progress: 80, final: true }, state).state;
    const cleared = clearCompletedStages(state);
    expect(stageOf(cleared, 'upload')).toEqual({ global: { progress: 0, message: '', final: true, timestamp: NOW }, tasks: {} });
    expect(stageOf(cleared, 'report')).toEqual(stageOf(state, 'report'));
    expect(stageOf(cleared, 'priorArt')).toEqual(stageOf(state, 'priorArt'));
  });

  it('leaves failed stages alone', () => {
    const state = apply({ applicationId: APP, stage: 'upload', progress: -1 }).state;
    expect(clearCompletedStages(state)).toBe(state);
  });

  it('returns the same state when nothing was completed', () => {
    const state = apply({ applicationId: APP, stage: 'upload', progress: 20 }).state;
    expect(clearCompletedStages(state)).toBe(state);
  });
});
