import { getApplication } from '@iprism/shared/api';
import type { ProgressSnapshot } from '@iprism/shared/contracts';

/** The stored progress of one application from GET /api/applications/{id}, to seed a LiveProgressPanel. */
export async function loadProgressSnapshot(applicationId: string, signal?: AbortSignal): Promise<ProgressSnapshot> {
  return (await getApplication(applicationId, signal)).progress;
}
