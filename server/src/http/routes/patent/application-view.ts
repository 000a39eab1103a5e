import type { ApplicationDetail, ApplicationSummary, StageSummary } from '@iprism/shared/contracts';
import { toProgressSnapshot } from '../../../realtime/progress-snapshot';
import type { StoredStages } from '../../../db/repositories/progress-state';

/** What the wire shapes need of an application, whichever query loaded it. */
export interface ApplicationFacts {
  id: string;
  title: string;
  ownerUserId: string;
  ownerName: string | null;
  organizationId: string | null;
  createdAt: Date;
}

const base = (a: ApplicationFacts) => ({
  id: a.id,
  title: a.title,
  owner: { id: a.ownerUserId, name: a.ownerName },
  organizationId: a.organizationId,
  createdAt: a.createdAt.toISOString(),
});

/** The stages of a list item: the snapshot's records (same rules as the socket answer) without their tasks. */
function stageSummaries(applicationId: string, stages: StoredStages): StageSummary[] {
  return toProgressSnapshot(applicationId, stages).stages.map(({ applicationId: _id, tasks, ...record }) => ({ ...record, taskCount: Object.keys(tasks).length }));
}

export const toApplicationSummary = (a: ApplicationFacts, stages: StoredStages): ApplicationSummary => ({ ...base(a), stages: stageSummaries(a.id, stages) });

export const toApplicationDetail = (a: ApplicationFacts, stages: StoredStages): ApplicationDetail => ({ ...base(a), progress: toProgressSnapshot(a.id, stages) });
