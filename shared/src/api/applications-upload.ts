import { CSRF_HEADER } from '../contracts/csrf';
import { CreateApplicationResponseSchema, UPLOAD_FIELDS, type CreateApplicationResponse } from '../contracts/applications';
import { ApiError, apiErrorFromResponse, networkError } from './api-error';
import { fetchCsrfToken } from './csrf-token';
import { APPLICATIONS_API_PATH } from './applications-query';
import { bearerHeaders } from './applications-transfer';

/** Bytes sent so far of the whole multipart body. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadFiles {
  application: File;
  ids?: File | null;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The XMLHttpRequest constructor; a test passes its own. */
export type XhrFactory = () => XMLHttpRequest;
let makeXhr: XhrFactory = () => new XMLHttpRequest();

/** Replaces how upload requests are made (tests); null restores the browser's XMLHttpRequest. */
export function setUploadXhrFactory(factory: XhrFactory | null): void {
  makeXhr = factory ?? (() => new XMLHttpRequest());
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function abortError(): Error {
  const err = new Error('The upload was cancelled.');
  err.name = 'AbortError';
  return err;
}

/**
 * POST /api/applications (multipart): the application document and, optionally, its IDS. Sent with
 * XMLHttpRequest so `onProgress` can report bytes sent; carries the Bearer token and a fresh CSRF token
 * like every mutating call. Resolves the new id (201); a refusal (400/413/415/422) rejects with an
 * ApiError whose `message` is the server's, to be shown as is. Never toasts: the upload form shows it.
 */
export async function uploadApplication(files: UploadFiles, opts: UploadOptions = {}): Promise<CreateApplicationResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', ...(await bearerHeaders()) };
  headers[CSRF_HEADER] = await fetchCsrfToken(headers);
  if (opts.signal?.aborted) throw abortError();

  const form = new FormData();
  form.append(UPLOAD_FIELDS.application, files.application, files.application.name);
  if (files.ids) form.append(UPLOAD_FIELDS.ids, files.ids, files.ids.name);

  return new Promise<CreateApplicationResponse>((resolve, reject) => {
    const xhr = makeXhr();
    const onAbort = () => xhr.abort();
    const done = () => opts.signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', APPLICATIONS_API_PATH);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable) opts.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      done();
      const body = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(apiErrorFromResponse(xhr.status, body));
      const parsed = CreateApplicationResponseSchema.safeParse(body);
      if (!parsed.success) return reject(new ApiError(xhr.status, 'INVALID_RESPONSE', 'The server sent an answer this page does not understand.'));
      resolve(parsed.data);
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    opts.signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}
