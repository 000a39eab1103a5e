import { PROGRESS_DONE, PROGRESS_ERROR, PROGRESS_STAGES, type ProgressStage } from '@iprism/shared/contracts/progress';
import type { StageSummary } from '@iprism/shared/contracts/applications';
import type { StageState } from '../progress/stage-state';

/**
 * A listed stage's state, read as the live panel reads a stage (stage-state.ts), from the summary the
 * list carries: −1 or error failed; 100, or final above 0, done; above 0 running; else (or absent) waiting.
 */
export function summaryStateOf(summary: StageSummary | undefined): StageState {
  if (!summary) return 'waiting';
  if (summary.error || summary.progress === PROGRESS_ERROR) return 'failed';
  if (summary.progress >= PROGRESS_DONE || (summary.final && summary.progress > 0)) return 'done';
  if (summary.progress > 0) return 'running';
  return 'waiting';
}

/** Every stage in pipeline order with its state (stages the list leaves out have never reported). */
export function stageStates(stages: readonly StageSummary[]): { stage: ProgressStage; state: StageState }[] {
  return PROGRESS_STAGES.map((stage) => ({ stage, state: summaryStateOf(stages.find((s) => s.stage === stage)) }));
}
