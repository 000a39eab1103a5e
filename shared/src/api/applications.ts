import type { ReportExportFormat } from '../contracts/patent-settings';
import {
  ApplicationAssignmentSchema,
  ApplicationAssignmentsSchema,
  ApplicationFullSchema,
  ApplicationPageSchema,
  CreateApplicationResponseSchema,
  type ApplicationAssignment,
  type ApplicationAssignments,
  type ApplicationFull,
  type ApplicationPage,
  type CreateApplicationResponse,
} from '../contracts/applications';
import { ReportSchema, type Report } from '../contracts/report';
import { reportPdfSectionsQuery, type ReportPdfSection } from '../contracts/report-pdf';
import { apiFetch } from './api-fetch';
import { APPLICATIONS_API_PATH, applicationPageQueryString, applicationPath, fileNameFromDisposition, type ApplicationPageRequest } from './applications-query';
import { fetchWithToken } from './applications-transfer';

/**
 * The applications API: list, open, report, downloads, delete and retry. None of these toasts
 * a 4xx on its own (`notify: false`): the screens show the server's message beside what failed. The
 * upload lives in applications-upload.ts (XMLHttpRequest, for byte progress).
 */

/** One page of the caller's applications, filtered and searched on the server. */
export function listApplicationPage(query: ApplicationPageRequest = {}, signal?: AbortSignal): Promise<ApplicationPage> {
  return apiFetch(`${APPLICATIONS_API_PATH}${applicationPageQueryString(query)}`, { schema: ApplicationPageSchema, notify: false, signal });
}

/** One application with its stored progress. */
export function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationFull> {
  return apiFetch(applicationPath(id), { schema: ApplicationFullSchema, notify: false, signal });
}

/** The report; rejects with a 409 ApiError while the report stage has not finished. */
export function getReport(id: string, signal?: AbortSignal): Promise<Report> {
  return apiFetch(applicationPath(id, 'report'), { schema: ReportSchema, notify: false, signal });
}

/** Deletes the application, its files and its report (204). */
export async function deleteApplication(id: string): Promise<void> {
  await apiFetch(applicationPath(id), { method: 'DELETE', notify: false });
}

/** Runs the application again from its failed stage, or the analysis stages when none failed (202). */
export function retryApplication(id: string): Promise<CreateApplicationResponse> {
  return apiFetch(applicationPath(id, 'retry'), { method: 'POST', schema: CreateApplicationResponseSchema, notify: false });
}

/** Who the application is shared with and who it can be shared with; 403 for a client-portal user, who may not share. */
export function getApplicationAssignments(id: string, signal?: AbortSignal): Promise<ApplicationAssignments> {
  return apiFetch(applicationPath(id, 'assignments'), { schema: ApplicationAssignmentsSchema, notify: false, signal });
}

/** Assigns the application to a member of its organisation, e.g. shares it with a client-portal user (201; 422 for anyone else). */
export function assignApplication(id: string, userId: string): Promise<ApplicationAssignment> {
  return apiFetch(applicationPath(id, 'assignments'), { method: 'POST', body: { userId }, schema: ApplicationAssignmentSchema, notify: false });
}

/** Stops sharing the application with the user (204). */
export async function unassignApplication(id: string, userId: string): Promise<void> {
  await apiFetch(applicationPath(id, `assignments/${encodeURIComponent(userId)}`), { method: 'DELETE', notify: false });
}

export type { ReportExportFormat };

/** A downloaded file: its bytes and the name the server suggests. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The report as a PDF or JSON attachment, fetched with the token (a plain link would carry none); the PDF
 * with the chosen sections only when `sections` leaves some out.
 */
export async function downloadReport(id: string, format: ReportExportFormat, options: { sections?: readonly ReportPdfSection[]; signal?: AbortSignal } = {}): Promise<DownloadedFile> {
  const sections = format === 'pdf' && options.sections ? reportPdfSectionsQuery(options.sections) : undefined;
  const query = sections === undefined ? '' : `?${new URLSearchParams({ sections }).toString()}`;
  const res = await fetchWithToken(applicationPath(id, `report.${format}${query}`), options.signal);
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? `report-${id}.${format}` };
}

export type ApplicationFileKind = 'application' | 'ids';

/** An uploaded original: its bytes and media type. */
export interface ApplicationFileContent {
  data: ArrayBuffer;
  mediaType: string;
}

/** The original bytes of the application document or its IDS, e.g. for the PDF viewer. */
export async function getApplicationFile(id: string, kind: ApplicationFileKind, signal?: AbortSignal): Promise<ApplicationFileContent> {
  const res = await fetchWithToken(applicationPath(id, `files/${kind}`), signal);
  const mediaType = (res.headers.get('Content-Type') ?? 'application/octet-stream').split(';')[0]?.trim() ?? '';
  return { data: await res.arrayBuffer(), mediaType };
}
