import { IdsResponseSchema, type IdsCitationInput, type IdsResponse } from '../contracts/ids';
import { apiFetch } from './api-fetch';
import { applicationPath, fileNameFromDisposition } from './applications-query';
import type { DownloadedFile } from './applications';
import { fetchWithToken } from './applications-transfer';

export type IdsExportFormat = 'csv' | 'json' | 'pdf';

/** The IDS analysis, normalised citations, classification, held citations and corrections; 404 without an IDS, 409 until the IDS stages finish. */
export function getIds(id: string, signal?: AbortSignal): Promise<IdsResponse> {
  return apiFetch(applicationPath(id, 'ids'), { schema: IdsResponseSchema, notify: false, signal });
}

/**
 * The normalised IDS as CSV, JSON or an SB/08 PDF, fetched with the token. The SB/08 leaves out the
 * citations held for correction except those `include` names (the user confirmed exporting them as they are).
 */
export async function downloadIds(id: string, format: IdsExportFormat, options: { include?: readonly string[]; signal?: AbortSignal } = {}): Promise<DownloadedFile> {
  const include = format === 'pdf' && options.include?.length ? `?include=${options.include.map(encodeURIComponent).join(',')}` : '';
  const res = await fetchWithToken(applicationPath(id, `ids.${format}${include}`), options.signal);
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? `ids-${id}.${format}` };
}

const citationPath = (id: string, ref: string, rest = '') => applicationPath(id, `ids/citations/${encodeURIComponent(ref)}${rest}`);

/** Corrects a citation; the answer is the IDS checked again (the citation stays held while it still fails). Errors are the caller's to show. */
export function correctIdsCitation(id: string, ref: string, citation: IdsCitationInput): Promise<IdsResponse> {
  return apiFetch(citationPath(id, ref), { method: 'PUT', body: citation, schema: IdsResponseSchema, notify: false });
}

/** Removes a citation from the IDS (a duplicate, or one not to file). */
export function removeIdsCitation(id: string, ref: string): Promise<IdsResponse> {
  return apiFetch(citationPath(id, ref), { method: 'DELETE', schema: IdsResponseSchema, notify: false });
}

/** Undoes a citation's correction or removal: back to the citation as uploaded. */
export function undoIdsCorrection(id: string, ref: string): Promise<IdsResponse> {
  return apiFetch(citationPath(id, ref, '/correction'), { method: 'DELETE', schema: IdsResponseSchema, notify: false });
}
