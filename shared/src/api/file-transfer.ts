import { CSRF_HEADER } from '../contracts/csrf';
import { apiErrorFromResponse, networkError } from './api-error';
import { fetchWithToken, bearerHeaders } from './applications-transfer';
import { fileNameFromDisposition } from './applications-query';
import { fetchCsrfToken } from './csrf-token';
import { readJsonBody } from './read-body';

/** A downloaded file: its bytes and the name the server suggests. */
export interface DownloadedBlob {
  blob: Blob;
  fileName: string;
}

/** A file behind a signed-in API path: GET with the Bearer token (a plain link would carry none), its bytes and the name the server gave it. */
export async function downloadApiFile(path: string, fallbackName: string, signal?: AbortSignal): Promise<DownloadedBlob> {
  const res = await fetchWithToken(path, signal);
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? fallbackName };
}

/** POSTs one file as multipart/form-data under `field` (after the text `fields`), with the token and a fresh CSRF token; answers the JSON. */
export async function postFile(path: string, field: string, file: File, signal?: AbortSignal, fields: Record<string, string> = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...(await bearerHeaders()) };
  headers[CSRF_HEADER] = await fetchCsrfToken(headers);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, file, file.name);
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', headers, body: form, credentials: 'same-origin', signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw networkError();
  }
  const body = await readJsonBody(res);
  if (!res.ok) throw apiErrorFromResponse(res.status, body);
  return body;
}

/** POSTs a JSON body (with the token and a fresh CSRF token) to a path that answers a file: its bytes and the name the server gave it. */
export async function postForFile(path: string, body: unknown, fallbackName: string): Promise<DownloadedBlob> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(await bearerHeaders()) };
  headers[CSRF_HEADER] = await fetchCsrfToken(headers);
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' });
  } catch {
    throw networkError();
  }
  if (!res.ok) throw apiErrorFromResponse(res.status, await readJsonBody(res));
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? fallbackName };
}
