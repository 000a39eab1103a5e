import { PROGRESS_DONE, PROGRESS_ERROR, SUBTASK_TYPE } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import type { ProgressBus } from '../realtime';
import type { PipelineStage } from './stages';

/** How a stage handler reports: the stage's overall progress, and its steps as subtasks with their own. */
export interface StageReporter {
  progress(percent: number, message: string): Promise<void>;
  step(id: string, percent: number, message: string): Promise<void>;
  fail(errorType: string, message: string): Promise<void>;
}

/**
 * The stage's last report (100, final), stored in `tx` with the stage's result: whoever sees the stage
 * finished, or the application completed, also sees its closing message. Answers the push for after commit.
 */
export function storeStageDone(bus: ProgressBus, tx: Queryable, applicationId: string, stage: PipelineStage, message: string): Promise<() => unknown> {
  return bus.store({ applicationId, stage, progress: PROGRESS_DONE, message, final: true }, tx);
}

/** Steps are subtasks (SPEC §4): they never move the stage's global record, which `progress` owns. */
export function createStageReporter(bus: ProgressBus, applicationId: string, stage: PipelineStage, onError: (err: unknown) => void): StageReporter {
  // Progress is advisory: a failed publish (an application deleted mid-run) must not fail the stage.
  const publish = (payload: Record<string, unknown>) => bus.publish({ applicationId, stage, ...payload }).then(() => undefined, onError);
  return {
    progress: (percent, message) => publish({ progress: clamp(percent), message }),
    step: (id, percent, message) => publish({ progress: clamp(percent), message, task: { id, type: SUBTASK_TYPE } }),
    fail: (errorType, message) => publish({ progress: PROGRESS_ERROR, message, task: { id: `${stage}-error`, type: errorType } }),
  };
}

/** Running work reports 0–99: 100 is only ever said by `done`. */
const clamp = (percent: number): number => Math.max(0, Math.min(99, Math.round(percent)));
