import { getApplication, listApplicationPage } from '@iprism/shared/api';
import type { ApplicationRecord, ProgressSnapshot } from '@iprism/shared/contracts';

/** The dashboard is a working view, not the archive: the newest page of the largest size the API serves. */
const DASHBOARD_LIST_SIZE = 100;

/*
 * The dashboard's reads of the applications API. Errors are the page's to show (the shared calls do not
 * toast), beside the part that failed, with a Retry.
 */

/** The applications the caller sees, newest first. */
export async function listApplications(signal?: AbortSignal): Promise<ApplicationRecord[]> {
  return (await listApplicationPage({ pageSize: DASHBOARD_LIST_SIZE }, signal)).items;
}

/** The stored progress of one application, to seed the live view before the socket answers. */
export async function loadApplicationProgress(applicationId: string, signal?: AbortSignal): Promise<ProgressSnapshot> {
  return (await getApplication(applicationId, signal)).progress;
}
