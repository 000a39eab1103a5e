import { EMPTY_APPLICATION_PROGRESS, type ProgressState, type StageGlobal, type StageProgress } from '@iprism/shared/realtime';
import { planProgressToasts, stageStatus, stageToastId } from './progress-toast-plan';

const LIVE_SINCE = 1_000;
const REPORT = stageToastId('app-1', 'report');

const global = (patch: Partial<StageGlobal>): StageGlobal => ({ progress: 0, message: '', final: false, timestamp: 2_000, ...patch });
const withStage = (state: ProgressState, stage: StageProgress, applicationId = 'app-1', name: 'report' | 'upload' = 'report'): ProgressState => ({
  ...state,
  [applicationId]: { ...(state[applicationId] ?? EMPTY_APPLICATION_PROGRESS), [name]: stage },
});
const report = (patch: Partial<StageGlobal>, state: ProgressState = {}): ProgressState => withStage(state, { global: global(patch), tasks: {} });

const RUNNING_42 = report({ progress: 42, message: 'Extracting text…' });

describe('stage status', () => {
  it.each([
    ['never reported', global({ timestamp: 0 }), 'idle'],
    ['cleared after completing', global({ final: true }), 'idle'],
    ['running at 0', global({ message: 'Queued' }), 'running'],
    ['running', global({ progress: 99 }), 'running'],
    ['at 100', global({ progress: 100, final: true }), 'done'],
    ['final below 100', global({ progress: 80, final: true }), 'done'],
    ['failed', global({ progress: -1, final: true, error: true, errorMessage: 'boom' }), 'failed'],
  ])('%s', (_name, g, status) => expect(stageStatus(g)).toBe(status));
});

describe('progress toast plan', () => {
  it('adds a progress toast when a stage starts running live', () => {
    const plan = planProgressToasts({}, RUNNING_42, new Set(), LIVE_SINCE);
    expect(plan.actions).toEqual([{ kind: 'add', toastId: REPORT, text: 'Report — Extracting text…', progress: 42 }]);
    expect([...plan.tracked]).toEqual([REPORT]);
  });

  it('names a running stage without a message "in progress"', () => {
    expect(planProgressToasts({}, report({ progress: 0 }), new Set(), LIVE_SINCE).actions).toEqual([{ kind: 'add', toastId: REPORT, text: 'Report in progress', progress: 0 }]);
  });

  it('raises nothing for stages reported before it started watching (saved state, snapshot on load)', () => {
    const restored = report({ progress: 42, timestamp: LIVE_SINCE - 1 });
    expect(planProgressToasts({}, restored, new Set(), LIVE_SINCE)).toEqual({ actions: [], tracked: new Set() });
  });

  it('adds the toast at the first live report of a stage that was restored running', () => {
    const restored = report({ progress: 42, timestamp: LIVE_SINCE - 1 });
    const plan = planProgressToasts(restored, report({ progress: 50, message: 'Summarising' }), new Set(), LIVE_SINCE);
    expect(plan.actions).toEqual([{ kind: 'add', toastId: REPORT, text: 'Report — Summarising', progress: 50 }]);
  });

  it('updates a tracked toast in place with the new progress and message', () => {
    const plan = planProgressToasts(RUNNING_42, report({ progress: 60, message: 'Summarising' }), new Set([REPORT]), LIVE_SINCE);
    expect(plan.actions).toEqual([{ kind: 'update', toastId: REPORT, text: 'Report — Summarising', progress: 60 }]);
    expect([...plan.tracked]).toEqual([REPORT]);
  });

  it('does not re-add a tracked toast that is gone: an update only updates', () => {
    const plan = planProgressToasts(RUNNING_42, report({ progress: 43, message: 'Extracting text…' }), new Set([REPORT]), LIVE_SINCE);
    expect(plan.actions.map((a) => a.kind)).toEqual(['update']);
  });

  it('skips a report that changes neither progress nor message', () => {
    expect(planProgressToasts(RUNNING_42, report({ progress: 42, message: 'Extracting text…', timestamp: 3_000 }), new Set([REPORT]), LIVE_SINCE).actions).toEqual([]);
  });

  it('turns a tracked toast into a success toast when the stage completes, and stops tracking it', () => {
    const plan = planProgressToasts(RUNNING_42, report({ progress: 100, final: true, message: 'Done' }), new Set([REPORT]), LIVE_SINCE);
    expect(plan.actions).toEqual([{ kind: 'complete', toastId: REPORT, text: 'Report ready' }]);
    expect(plan.tracked.size).toBe(0);
  });

  it('turns a tracked toast into an error toast with the error message when the stage fails', () => {
    const failed = report({ progress: -1, final: true, message: 'OCR timed out', error: true, errorMessage: 'OCR timed out', errorType: 'timeout' });
    const plan = planProgressToasts(RUNNING_42, failed, new Set([REPORT]), LIVE_SINCE);
    expect(plan.actions).toEqual([{ kind: 'fail', toastId: REPORT, text: 'Report failed: OCR timed out' }]);
    expect(plan.tracked.size).toBe(0);
  });

  it('raises nothing when an untracked stage arrives finished or failed (restored by a reconnect snapshot)', () => {
    const done = report({ progress: 100, final: true, timestamp: 5_000 });
    const failed = report({ progress: -1, final: true, error: true, errorMessage: 'x', timestamp: 5_000 });
    expect(planProgressToasts(RUNNING_42, done, new Set(), LIVE_SINCE).actions).toEqual([]);
    expect(planProgressToasts({}, failed, new Set(), LIVE_SINCE).actions).toEqual([]);
  });

  it('removes a tracked toast when its stage is reset or its application cleared (sign-out)', () => {
    expect(planProgressToasts(RUNNING_42, report({ progress: 0, final: true }), new Set([REPORT]), LIVE_SINCE).actions).toEqual([{ kind: 'remove', toastId: REPORT }]);
    const cleared = planProgressToasts(RUNNING_42, {}, new Set([REPORT]), LIVE_SINCE);
    expect(cleared).toEqual({ actions: [{ kind: 'remove', toastId: REPORT }], tracked: new Set() });
  });

  it('ignores subtasks: a change to the task map alone leaves the global record and raises nothing', () => {
    const before = RUNNING_42;
    const after = withStage(before, { global: before['app-1']!.report.global, tasks: { s1: { progress: 10, message: 'page 1', type: 'subtask', timestamp: 3_000 } } });
    expect(planProgressToasts(before, after, new Set([REPORT]), LIVE_SINCE).actions).toEqual([]);
    const fresh = withStage({}, { global: EMPTY_APPLICATION_PROGRESS.report.global, tasks: { s1: { progress: 10, message: 'page 1', type: 'subtask', timestamp: 3_000 } } });
    expect(planProgressToasts({}, fresh, new Set(), LIVE_SINCE).actions).toEqual([]);
  });

  it('keeps one toast per application and stage', () => {
    const both = withStage(withStage(RUNNING_42, { global: global({ progress: 10 }), tasks: {} }, 'app-1', 'upload'), { global: global({ progress: 5 }), tasks: {} }, 'app-2');
    const ids = planProgressToasts({}, both, new Set(), LIVE_SINCE).actions.map((a) => a.toastId);
    expect(ids).toEqual([stageToastId('app-1', 'upload'), REPORT, stageToastId('app-2', 'report')]);
  });

  it('starts a new toast when a finished stage runs again', () => {
    const done = report({ progress: 100, final: true });
    expect(planProgressToasts(done, report({ progress: 3, timestamp: 6_000 }), new Set(), LIVE_SINCE).actions.map((a) => a.kind)).toEqual(['add']);
  });
});
