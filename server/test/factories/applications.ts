import type { ApplicationStatus } from '@iprism/shared/contracts';
import { insertApplication, setApplicationStatus, type ApplicationRecord } from '../../src/modules/applications/repositories/applications';
import { listMembershipsOfUser } from '../../src/modules/organizations/repositories/memberships';
import { saveStageResult } from '../../src/modules/applications/repositories/stage-results';
import { dbOf, unique, type FactoryTarget } from './target';

export interface ApplicationSpec {
  owner: { id: string };
  /** Default: the owner's first organisation (the active one of a fresh session, as an upload records it); null = personal. */
  organization?: { id: string } | null;
  title?: string;
  /** Default 'queued', as an upload leaves it. */
  state?: ApplicationStatus;
  /** Stored stage results by stage name, as the pipeline saves them. */
  stages?: Record<string, unknown>;
}

/** An application row (no uploaded files): `await createApplication(app, { owner, state: 'completed' })`. */
export async function createApplication(target: FactoryTarget, spec: ApplicationSpec): Promise<ApplicationRecord> {
  const db = dbOf(target);
  const organizationId = spec.organization !== undefined ? (spec.organization?.id ?? null) : ((await listMembershipsOfUser(db, spec.owner.id))[0]?.organizationId ?? null);
  const application = await insertApplication(db, { ownerUserId: spec.owner.id, organizationId, title: spec.title ?? unique('Application') });
  for (const [stage, result] of Object.entries(spec.stages ?? {})) await saveStageResult(db, application.id, stage, result);
  if (!spec.state || spec.state === application.status) return application;
  await setApplicationStatus(db, application.id, spec.state);
  return { ...application, status: spec.state };
}
