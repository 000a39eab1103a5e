import {
  InvalidityJobSchema,
  InvalidityStartedSchema,
  type ChartEdit,
  type InvalidityExportFormat,
  type InvalidityJob,
  type InvalidityRequest,
} from '../contracts/litigation';
import { apiFetch } from './api-fetch';
import { fileNameFromDisposition } from './applications-query';
import type { DownloadedFile } from './applications';
import { fetchWithToken } from './applications-transfer';

/** Invalidity searches: started as a job, polled for progress and result, edited, exported. Errors are the page's to show. */
export const INVALIDITY_PATH = '/api/litigate/invalidity';
const searchPath = (id: string): string => `${INVALIDITY_PATH}/${encodeURIComponent(id)}`;

export async function startInvaliditySearch(request: InvalidityRequest): Promise<string> {
  return (await apiFetch(INVALIDITY_PATH, { method: 'POST', body: request, schema: InvalidityStartedSchema, notify: false })).id;
}

export function getInvaliditySearch(id: string, signal?: AbortSignal): Promise<InvalidityJob> {
  return apiFetch(searchPath(id), { schema: InvalidityJobSchema, notify: false, signal });
}

export function saveInvalidityEdits(id: string, edits: ChartEdit[]): Promise<InvalidityJob> {
  return apiFetch(`${searchPath(id)}/edits`, { method: 'PUT', body: { edits }, schema: InvalidityJobSchema, notify: false });
}

export async function downloadInvalidityChart(id: string, format: InvalidityExportFormat): Promise<DownloadedFile> {
  const res = await fetchWithToken(`${searchPath(id)}/export?format=${format}`);
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? `invalidity-chart.${format}` };
}
