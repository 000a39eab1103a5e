import type { ApplicationFull, ApplicationRecord, ApplicationStatus, StageSummary } from '@iprism/shared/contracts';
import { toProgressSnapshot } from '../realtime';
import type { StoredStages } from './repositories/progress-state';
import type { ApplicationFile } from './repositories/application-files';

/** What the wire shapes need of an application, whichever query loaded it. */
export interface ApplicationFacts {
  id: string;
  title: string;
  ownerUserId: string;
  /** Null when the owner has no local row (e.g. Clerk-only). */
  ownerName: string | null;
  organizationId: string | null;
  status: ApplicationStatus;
  createdAt: Date;
}

/** The stages of a list item: the snapshot's records (same rules as the socket answer) without their tasks. */
function stageSummaries(applicationId: string, stages: StoredStages): StageSummary[] {
  return toProgressSnapshot(applicationId, stages).stages.map(({ applicationId: _id, tasks, ...record }) => ({ ...record, taskCount: Object.keys(tasks).length }));
}

export const toApplicationRecord = (a: ApplicationFacts, stages: StoredStages, files: readonly ApplicationFile[] = []): ApplicationRecord => ({
  id: a.id,
  title: a.title,
  owner: { id: a.ownerUserId, name: a.ownerName },
  organizationId: a.organizationId,
  createdAt: a.createdAt.toISOString(),
  stages: stageSummaries(a.id, stages),
  status: a.status,
  files: files.map((f) => ({ kind: f.kind, name: f.name, mediaType: f.mediaType, size: f.size, pages: f.pages })),
});

export const toApplicationFull = (a: ApplicationFacts, stages: StoredStages, files: readonly ApplicationFile[] = []): ApplicationFull => ({
  ...toApplicationRecord(a, stages, files),
  progress: toProgressSnapshot(a.id, stages),
});
