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

/** POSTs one file as multipart/form-data under `field`, with the token and a fresh CSRF token; answers the JSON. */
export async function postFile(path: string, field: string, file: File, signal?: AbortSignal): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...(await bearerHeaders()) };
  headers[CSRF_HEADER] = await fetchCsrfToken(headers);
  const form = new FormData();
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
