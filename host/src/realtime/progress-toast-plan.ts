import { PROGRESS_DONE, PROGRESS_STAGES, type ProgressStage } from '@iprism/shared/contracts/progress';
import { EMPTY_APPLICATION_PROGRESS, applicationProgressOf, stageLabel, type ProgressState, type StageGlobal } from '@iprism/shared/realtime';

/** Which progress toasts to show, given how the progress record changed (SPEC §4 live progress, toasts). Pure. */

export type StageStatus = 'idle' | 'running' | 'done' | 'failed';

/** One toast action; `text` is the toast's whole message. */
export type ProgressToastAction =
  | { kind: 'add'; toastId: string; text: string; progress: number }
  | { kind: 'update'; toastId: string; text: string; progress: number }
  | { kind: 'complete'; toastId: string; text: string }
  | { kind: 'fail'; toastId: string; text: string }
  | { kind: 'remove'; toastId: string };

export interface ProgressToastPlan {
  actions: ProgressToastAction[];
  /** The toast ids of the stages that have a progress toast, for the next call. */
  tracked: ReadonlySet<string>;
}

/** One toast per (application, stage): the same id for every update, so the toast changes in place. */
export const stageToastId = (applicationId: string, stage: ProgressStage): string => `stage-progress:${JSON.stringify([applicationId, stage])}`;

export function stageStatus(global: StageGlobal): StageStatus {
  if (global.error || global.progress < 0) return 'failed';
  // Never reported, or cleared after completing (SPEC §4: final at 0, no message).
  if (global.timestamp === 0 || (global.final && global.progress === 0)) return 'idle';
  if (global.final || global.progress >= PROGRESS_DONE) return 'done';
  return 'running';
}

function runningText(stage: ProgressStage, message: string): string {
  return message ? `${stageLabel(stage)} — ${message}` : `${stageLabel(stage)} in progress`;
}

const doneText = (stage: ProgressStage): string => `${stageLabel(stage)} ready`;

function failedText(stage: ProgressStage, global: StageGlobal): string {
  const reason = global.errorMessage || global.message;
  return reason ? `${stageLabel(stage)} failed: ${reason}` : `${stageLabel(stage)} failed`;
}

function stageAction(stage: ProgressStage, toastId: string, tracked: boolean, prev: StageGlobal, next: StageGlobal, liveSince: number): ProgressToastAction | null {
  const status = stageStatus(next);
  if (!tracked) {
    // A report dated before we started watching was restored (saved state, reconnect or REST snapshot),
    // not seen live: no toast, so a page load does not raise one per running stage. Ends (done, failed)
    // only ever turn an existing progress toast, so a stage restored finished stays quiet.
    return status === 'running' && next.timestamp >= liveSince ? { kind: 'add', toastId, text: runningText(stage, next.message), progress: next.progress } : null;
  }
  switch (status) {
    case 'running':
      return next.progress !== prev.progress || next.message !== prev.message ? { kind: 'update', toastId, text: runningText(stage, next.message), progress: next.progress } : null;
    case 'done':
      return { kind: 'complete', toastId, text: doneText(stage) };
    case 'failed':
      return { kind: 'fail', toastId, text: failedText(stage, next) };
    case 'idle':
      return { kind: 'remove', toastId };
  }
}

/**
 * Compares two progress records. A stage gets a progress toast when it is reported running after
 * `liveSince` (the page's clock; reports carry the server's publish time, so a clock skew only shifts
 * that line by as much). The toast is updated while the stage runs and turns into a success or error
 * toast when it ends, or goes when the stage is reset.
 * Subtasks never touch a stage's global record, so they never toast.
 */
export function planProgressToasts(previous: ProgressState, next: ProgressState, tracked: ReadonlySet<string>, liveSince: number): ProgressToastPlan {
  const actions: ProgressToastAction[] = [];
  const nextTracked = new Set(tracked);
  // Applications in `previous` only were cleared (sign-out): their stages read as empty, so their toasts go.
  for (const applicationId of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    const before = applicationProgressOf(previous, applicationId) ?? EMPTY_APPLICATION_PROGRESS;
    const after = applicationProgressOf(next, applicationId) ?? EMPTY_APPLICATION_PROGRESS;
    for (const stage of PROGRESS_STAGES) {
      if (before[stage].global === after[stage].global) continue;
      const toastId = stageToastId(applicationId, stage);
      const action = stageAction(stage, toastId, tracked.has(toastId), before[stage].global, after[stage].global, liveSince);
      if (!action) continue;
      actions.push(action);
      // Tracked until the stage ends even if its toast is gone (dropped by the 3-toast limit or closed):
      // re-adding it on every update would push the other toasts out in a loop.
      if (action.kind === 'add') nextTracked.add(toastId);
      else if (action.kind !== 'update') nextTracked.delete(toastId);
    }
  }
  return { actions, tracked: nextTracked };
}
