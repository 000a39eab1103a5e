import { CsrfTokenResponseSchema } from '../contracts/csrf';
import { ApiError, CSRF_FETCH_FAILED_MESSAGE, apiErrorFromResponse, networkError } from './api-error';
import { readJsonBody } from './read-body';

export const CSRF_TOKEN_PATH = '/api/csrf-token';

/**
 * A fresh security token for one mutating request (SPEC §4: fetched for each protected request, so it is
 * effectively single-use; never cached, which also keeps it valid beyond the 30 s early-expiry margin).
 */
export async function fetchCsrfToken(headers: Record<string, string>): Promise<string> {
  let res: Response;
  try {
    res = await fetch(CSRF_TOKEN_PATH, { method: 'GET', credentials: 'same-origin', headers });
  } catch {
    throw networkError();
  }
  const body = await readJsonBody(res);
  if (!res.ok) throw apiErrorFromResponse(res.status, body);
  const parsed = CsrfTokenResponseSchema.safeParse(body);
  if (!parsed.success || !parsed.data.success) throw new ApiError(res.status, 'CSRF_FETCH_FAILED', CSRF_FETCH_FAILED_MESSAGE);
  return parsed.data.token;
}
