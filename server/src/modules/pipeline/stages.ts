import { PROGRESS_STAGES, type ProgressStage } from '@iprism/shared/contracts';

/** The stages that run as jobs, in order; `upload` is done by the HTTP request that receives the files. */
export type PipelineStage = Exclude<ProgressStage, 'upload'>;
export const PIPELINE_STAGES = PROGRESS_STAGES.filter((s): s is PipelineStage => s !== 'upload');

export const isPipelineStage = (value: string): value is PipelineStage => (PIPELINE_STAGES as readonly string[]).includes(value);

/** The stage after `stage`, or null after the last. */
export function nextStage(stage: PipelineStage): PipelineStage | null {
  return PIPELINE_STAGES[PIPELINE_STAGES.indexOf(stage) + 1] ?? null;
}

/** The stages from `stage` to the end: what a re-run from `stage` repeats. */
export const stagesFrom = (stage: PipelineStage): PipelineStage[] => PIPELINE_STAGES.slice(PIPELINE_STAGES.indexOf(stage));
