import { IdsResponseSchema, type IdsResponse } from '../contracts/ids';
import { apiFetch } from './api-fetch';
import { applicationPath, fileNameFromDisposition } from './applications-query';
import type { DownloadedFile } from './applications';
import { fetchWithToken } from './applications-transfer';

export type IdsExportFormat = 'csv' | 'json' | 'pdf';

/** The IDS analysis, normalised citations and classification; 404 without an IDS, 409 until the IDS stages finish. */
export function getIds(id: string, signal?: AbortSignal): Promise<IdsResponse> {
  return apiFetch(applicationPath(id, 'ids'), { schema: IdsResponseSchema, notify: false, signal });
}

/** The normalised IDS as CSV, JSON or an SB/08 PDF, fetched with the token. */
export async function downloadIds(id: string, format: IdsExportFormat, signal?: AbortSignal): Promise<DownloadedFile> {
  const res = await fetchWithToken(applicationPath(id, `ids.${format}`), signal);
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? `ids-${id}.${format}` };
}
