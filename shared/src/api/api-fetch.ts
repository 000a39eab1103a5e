import { CSRF_HEADER } from '../contracts/csrf';
import { logger } from '../logger';
import { toast } from '../shell/toast-store';
import { ApiError, NO_AUTH_TOKEN_CODE, NO_AUTH_TOKEN_MESSAGE, apiErrorFromResponse, isApiError, networkError, shouldToast, userMessage } from './api-error';
import { needsCsrf } from './csrf-need';
import { fetchCsrfToken } from './csrf-token';
import { readJsonBody } from './read-body';
import { getSessionToken } from './token-provider';
import { trackRequest } from './requests-in-flight';

/** Any schema with zod's safeParse, so callers validate answers with the shared contracts. */
export interface ResponseParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

export interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * 'required' (default, every product call of SPEC §7): no token → logged and thrown.
   * 'optional': sent when there is one. 'none': never sent (public and identity endpoints).
   */
  auth?: 'required' | 'optional' | 'none';
  /** Override the SPEC §7 rule for X-CSRF-Token (see needsCsrf). */
  csrf?: boolean;
  /** Toast the SPEC §8 canned message for failures the user cannot fix inline. Default true. */
  notify?: boolean;
  /** Checks the answer; a wrong shape is an ApiError, not a crash later. */
  schema?: ResponseParser<T>;
  signal?: AbortSignal;
}

async function authorization(auth: 'required' | 'optional' | 'none'): Promise<Record<string, string>> {
  if (auth === 'none') return {};
  const token = await getSessionToken();
  if (token) return { Authorization: `Bearer ${token}` };
  if (auth === 'optional') return {};
  logger.warn('api', NO_AUTH_TOKEN_MESSAGE);
  throw new ApiError(401, NO_AUTH_TOKEN_CODE, NO_AUTH_TOKEN_MESSAGE);
}

async function send<T>(path: string, opts: ApiFetchOptions<T>): Promise<T> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...(await authorization(opts.auth ?? 'required')), ...opts.headers };
  if (opts.csrf ?? needsCsrf(method, path)) {
    // The csrf-token call carries the same Authorization so the server can bind the token to the session.
    headers[CSRF_HEADER] = await fetchCsrfToken(headers);
  }
  const init: RequestInit = { method, headers, credentials: 'same-origin', signal: opts.signal };
  // A FormData goes as multipart: the browser sets the Content-Type with its boundary.
  if (opts.body instanceof FormData) init.body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw networkError();
  }
  const body = await readJsonBody(res);
  if (!res.ok) throw apiErrorFromResponse(res.status, body, res.headers.get('retry-after'));
  if (!opts.schema) return body as T;
  const parsed = opts.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(res.status, 'INVALID_RESPONSE', 'The server sent an answer this page does not understand.');
  return parsed.data;
}

/**
 * Calls the API and returns the typed JSON answer (undefined for 204). Adds `Authorization: Bearer`
 * from the registered token provider and, on mutating calls that need one, a fresh `X-CSRF-Token`
 * (SPEC §4, §7). Every failure becomes an ApiError; the SPEC §8 cases are also toasted unless
 * `notify: false` (forms that show the error themselves).
 */
export async function apiFetch<T = unknown>(path: string, opts: ApiFetchOptions<T> = {}): Promise<T> {
  try {
    return await trackRequest(send(path, opts));
  } catch (err) {
    if (isApiError(err) && err.code !== NO_AUTH_TOKEN_CODE && (opts.notify ?? true) && shouldToast(err.status, err.code)) {
      toast.error(userMessage(err), { id: `api-error-${err.status}-${err.code}` });
    }
    throw err;
  }
}
