import { PROGRESS_DONE, PROGRESS_ERROR } from '@iprism/shared/contracts/progress';
import type { StageProgress, StageTask } from '@iprism/shared/realtime';

/** What a stage's chip says. */
export const STAGE_STATES = ['waiting', 'running', 'done', 'failed'] as const;
export type StageState = (typeof STAGE_STATES)[number];

export const STAGE_STATE_LABELS: Readonly<Record<StageState, string>> = { waiting: 'Waiting', running: 'Running', done: 'Done', failed: 'Failed' };

const isTaskActive = (task: StageTask) => task.progress > 0 && task.progress < PROGRESS_DONE;

/**
 * SPEC §4 read for display: −1 (error) is failed; 100 or final is done, unless the stage is back at 0
 * (completed stages are cleared to 0 on restore and by "clear completed"); above 0 is running, and so is
 * a stage at 0 whose tasks are under way (subtasks never move the stage's own record); anything else waits.
 */
export function stageStateOf(stage: StageProgress): StageState {
  const { progress, final, error } = stage.global;
  if (error || progress === PROGRESS_ERROR) return 'failed';
  if (progress >= PROGRESS_DONE || (final && progress > 0)) return 'done';
  if (progress > 0 || Object.values(stage.tasks).some(isTaskActive)) return 'running';
  return 'waiting';
}

/** A progress value as a bar shows it: a whole percentage from 0 to 100 (−1 and strays clamp). */
export const percentOf = (progress: number): number => Math.round(Math.min(PROGRESS_DONE, Math.max(0, progress)));

/** A stage's tasks with their ids, oldest first: the order the pipeline started them in. */
export function tasksOf(stage: StageProgress): (StageTask & { id: string })[] {
  return Object.entries(stage.tasks)
    .map(([id, task]) => ({ id, ...task }))
    .sort((a, b) => a.timestamp - b.timestamp || a.id.localeCompare(b.id));
}
