import type { Db, Queryable } from '../../platform/db/db';
import { deleteProgressState, deleteStageResults, setApplicationStatus } from '../applications';
import { listJobStates } from './repositories/jobs';
import type { JobQueue } from './job-queue';
import { PIPELINE_STAGES, stagesFrom, type PipelineStage } from './stages';

export type RerunOutcome = { kind: 'queued'; from: PipelineStage } | { kind: 'busy' };

/**
 * Re-runs an application from its first failed stage, or its analysis from the report stage when none
 * failed. A caller that changed a later stage's input (the prior-art cutoff) names that stage as
 * `earliest`: the run starts there, or at a stage before it that failed.
 * `write` runs in the same transaction first, so the changed input and the new run commit together.
 * Refused while a stage is queued or running: two runs of one application would race.
 */
export async function rerunApplication(
  deps: { db: Db; queue: JobQueue },
  applicationId: string,
  options: { earliest?: PipelineStage; write?: (tx: Queryable) => Promise<void> } = {},
): Promise<RerunOutcome> {
  return deps.db.transaction(async (tx) => {
    const jobs = await listJobStates(tx, applicationId);
    if (jobs.some((j) => j.status === 'queued' || j.status === 'running')) return { kind: 'busy' } as const;
    const failed = PIPELINE_STAGES.find((s) => jobs.some((j) => j.stage === s && j.status === 'failed'));
    const { earliest } = options;
    const from = failed && (!earliest || PIPELINE_STAGES.indexOf(failed) < PIPELINE_STAGES.indexOf(earliest)) ? failed : (earliest ?? 'report');
    await options.write?.(tx);
    const stages = stagesFrom(from);
    await deps.queue.cancel(tx, applicationId);
    await deleteStageResults(tx, applicationId, stages);
    await deleteProgressState(tx, applicationId, stages);
    await setApplicationStatus(tx, applicationId, 'queued');
    await deps.queue.enqueue(tx, applicationId, from);
    return { kind: 'queued', from } as const;
  });
}
