import { apiFetch } from '@iprism/shared/api';
import { ApplicationDetailSchema, ApplicationListSchema, type ApplicationSummary, type ProgressSnapshot } from '@iprism/shared/contracts';

const APPLICATIONS_PATH = '/api/patent/applications';

/*
 * The patent dashboard's calls. They sit with the remote, the only caller so far; when a second area
 * needs them they belong in @iprism/shared/api with the other product calls. Errors are the page's to
 * show (notify: false), beside the part that failed, with a Retry.
 */

/** The caller's and their active organisation's applications, newest first. */
export async function listApplications(signal?: AbortSignal): Promise<ApplicationSummary[]> {
  return (await apiFetch(APPLICATIONS_PATH, { schema: ApplicationListSchema, notify: false, signal })).applications;
}

/** The stored progress of one application (GET …/:id), to seed the live view before the socket answers. */
export async function loadApplicationProgress(applicationId: string, signal?: AbortSignal): Promise<ProgressSnapshot> {
  const detail = await apiFetch(`${APPLICATIONS_PATH}/${encodeURIComponent(applicationId)}`, { schema: ApplicationDetailSchema, notify: false, signal });
  return detail.progress;
}
