import { CareerApplicationListSchema, CareerApplicationSchema, JobOpeningListSchema, JobOpeningSchema, type CandidateStatus, type CareerApplication, type JobOpening, type OpeningInput } from '../contracts/careers';
import { apiFetch } from './api-fetch';
import { downloadApiFile, type DownloadedBlob } from './file-transfer';

/** /admin/careers: openings and the applications inbox (staff); the published openings for the careers page. */

export async function listPublishedOpenings(signal?: AbortSignal): Promise<JobOpening[]> {
  return (await apiFetch('/api/careers/openings', { auth: 'none', schema: JobOpeningListSchema, notify: false, signal })).openings;
}

export async function listAdminOpenings(signal?: AbortSignal): Promise<JobOpening[]> {
  return (await apiFetch('/api/admin/careers/openings', { schema: JobOpeningListSchema, notify: false, signal })).openings;
}

export function saveOpening(id: string | null, body: OpeningInput): Promise<JobOpening> {
  return id
    ? apiFetch(`/api/admin/careers/openings/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: JobOpeningSchema, notify: false })
    : apiFetch('/api/admin/careers/openings', { method: 'POST', body, schema: JobOpeningSchema, notify: false });
}

export async function listCareerApplications(signal?: AbortSignal): Promise<CareerApplication[]> {
  return (await apiFetch('/api/admin/careers/applications', { schema: CareerApplicationListSchema, notify: false, signal })).applications;
}

export function updateCareerApplication(id: string, body: { status?: CandidateStatus; notes?: string; message?: string }): Promise<CareerApplication> {
  return apiFetch(`/api/admin/careers/applications/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: CareerApplicationSchema, notify: false });
}

/** The CV sent with an application (staff): its bytes and file name. */
export function downloadCareerCv(id: string, fallbackName: string, signal?: AbortSignal): Promise<DownloadedBlob> {
  return downloadApiFile(`/api/admin/careers/applications/${encodeURIComponent(id)}/cv`, fallbackName, signal);
}
