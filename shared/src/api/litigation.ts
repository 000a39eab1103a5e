import {
  INFRINGEMENT_FILE_FIELD,
  InfringementChartSchema,
  InfringementStartedSchema,
  InvalidityJobSchema,
  InvalidityStartedSchema,
  type ChartEdit,
  type InfringementChart,
  type InfringementUploadFields,
  type InvalidityExportFormat,
  type InvalidityJob,
  type InvalidityRequest,
} from '../contracts/litigation';
import { apiFetch } from './api-fetch';
import { fileNameFromDisposition } from './applications-query';
import type { DownloadedFile } from './applications';
import { fetchWithToken } from './applications-transfer';
import { postFile } from './file-transfer';

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

/** Infringement charts: a product description uploaded against a corpus patent's claims, then read, edited and exported like an invalidity chart. */
export const INFRINGEMENT_PATH = '/api/litigate/infringement';
const chartPath = (id: string): string => `${INFRINGEMENT_PATH}/${encodeURIComponent(id)}`;

export async function startInfringementChart(fields: InfringementUploadFields, product: File): Promise<string> {
  const text: Record<string, string> = { number: fields.number };
  if (fields.claims) text.claims = fields.claims;
  if (fields.productName) text.productName = fields.productName;
  return InfringementStartedSchema.parse(await postFile(INFRINGEMENT_PATH, INFRINGEMENT_FILE_FIELD, product, undefined, text)).id;
}

export function getInfringementChart(id: string, signal?: AbortSignal): Promise<InfringementChart> {
  return apiFetch(chartPath(id), { schema: InfringementChartSchema, notify: false, signal });
}

export function saveInfringementEdits(id: string, edits: ChartEdit[]): Promise<InfringementChart> {
  return apiFetch(`${chartPath(id)}/edits`, { method: 'PUT', body: { edits }, schema: InfringementChartSchema, notify: false });
}

export async function downloadInfringementChart(id: string, format: InvalidityExportFormat): Promise<DownloadedFile> {
  const res = await fetchWithToken(`${chartPath(id)}/export?format=${format}`);
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? `infringement-chart.${format}` };
}
