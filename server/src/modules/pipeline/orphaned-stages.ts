import type { Queryable } from '../../platform/db/db';
import { PROGRESS_ERROR, isProgressStage } from '@iprism/shared/contracts';
import { failUnfinishedApplications } from '../applications';
import type { ProgressBus } from '../realtime';
import { listOrphanedStages } from './repositories/jobs';

export const ORPHANED_STAGE_TYPE = 'interrupted';
export const ORPHANED_STAGE_MESSAGE = 'This stage stopped when the server restarted and no job was left to finish it. Re-run the application to complete it.';

/**
 * Fails every stage whose stored progress says it is running while its application has no queued or running
 * job: nothing will ever move it again. Stages whose job was left running are not touched here; the queue
 * hands their job out again (releaseAll, or the lease running out), so they resume. Answers how many failed.
 */
export async function failOrphanedStages(db: Queryable, bus: ProgressBus): Promise<number> {
  const rows = await listOrphanedStages(db);
  for (const row of rows) {
    if (!isProgressStage(row.stage)) continue;
    await bus.publish({ applicationId: row.application_id, stage: row.stage, progress: PROGRESS_ERROR, message: ORPHANED_STAGE_MESSAGE, task: { id: `${row.stage}-error`, type: ORPHANED_STAGE_TYPE } });
  }
  const ids = [...new Set(rows.map((r) => r.application_id))];
  if (ids.length) await failUnfinishedApplications(db, ids);
  return rows.length;
}
