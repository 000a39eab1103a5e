import { PROGRESS_STAGES, type ProgressSnapshot, type ProgressStage, type StageSnapshot } from '@iprism/shared/contracts';
import type { StageState } from './apply-progress';

/**
 * The wire shape of an application's stored progress (contract `ProgressSnapshot`): stages in pipeline
 * order, only those with any state. A stage that only had subtasks reports progress 0 and the time of
 * its newest task, so a client applying it as a plain progress event shows nothing running.
 */
export function toProgressSnapshot(applicationId: string, stages: Partial<Record<ProgressStage, StageState>>): ProgressSnapshot {
  const out: StageSnapshot[] = [];
  for (const stage of PROGRESS_STAGES) {
    const state = stages[stage];
    if (!state) continue;
    const g = state.global;
    const newestTask = Math.max(0, ...Object.values(state.tasks).map((t) => t.timestamp));
    out.push({
      stage,
      applicationId,
      progress: g?.progress ?? 0,
      message: g?.message ?? '',
      final: g?.final ?? false,
      timestamp: g?.timestamp ?? newestTask,
      error: g?.error ?? false,
      errorMessage: g?.errorMessage ?? null,
      errorType: g?.errorType ?? null,
      tasks: { ...state.tasks },
    });
  }
  return { applicationId, stages: out };
}
