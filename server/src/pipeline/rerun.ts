import type { Db } from '../db/db';
import { setApplicationStatus } from '../db/repositories/applications';
import { listJobStates } from '../db/repositories/jobs';
import { deleteProgressState } from '../db/repositories/progress-state';
import { deleteStageResults } from '../db/repositories/stage-results';
import type { JobQueue } from './job-queue';
import { PIPELINE_STAGES, stagesFrom, type PipelineStage } from './stages';

export type RerunOutcome = { kind: 'queued'; from: PipelineStage } | { kind: 'busy' };

/**
 * Re-runs an application from its first failed stage, or its analysis from `start` (the report stage by
 * default) when none failed. Refused while a stage is queued or running: two runs of one application would race.
 */
export async function rerunApplication(deps: { db: Db; queue: JobQueue }, applicationId: string, start: PipelineStage = 'report'): Promise<RerunOutcome> {
  return deps.db.transaction(async (tx) => {
    const jobs = await listJobStates(tx, applicationId);
    if (jobs.some((j) => j.status === 'queued' || j.status === 'running')) return { kind: 'busy' } as const;
    const failed = PIPELINE_STAGES.find((s) => jobs.some((j) => j.stage === s && j.status === 'failed'));
    const from = failed ?? start;
    const stages = stagesFrom(from);
    await deps.queue.cancel(tx, applicationId);
    await deleteStageResults(tx, applicationId, stages);
    await deleteProgressState(tx, applicationId, stages);
    await setApplicationStatus(tx, applicationId, 'queued');
    await deps.queue.enqueue(tx, applicationId, from);
    return { kind: 'queued', from } as const;
  });
}
