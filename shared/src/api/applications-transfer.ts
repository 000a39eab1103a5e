import { ApiError, NO_AUTH_TOKEN_CODE, NO_AUTH_TOKEN_MESSAGE, apiErrorFromResponse, networkError } from './api-error';
import { readJsonBody } from './read-body';
import { getSessionToken } from './token-provider';

/**
 * Binary transfers of the applications API, which apiFetch (JSON only) does not cover: downloads that
 * need the Bearer token, so a plain link cannot fetch them and the page saves a Blob instead.
 */

/** The Authorization header of a product call, or the NO_AUTH_TOKEN ApiError apiFetch throws too. */
export async function bearerHeaders(): Promise<Record<string, string>> {
  const token = await getSessionToken();
  if (!token) throw new ApiError(401, NO_AUTH_TOKEN_CODE, NO_AUTH_TOKEN_MESSAGE);
  return { Authorization: `Bearer ${token}` };
}

/** GETs `path` with the token and answers the raw Response; any non-2xx becomes an ApiError. */
export async function fetchWithToken(path: string, signal?: AbortSignal): Promise<Response> {
  const headers = await bearerHeaders();
  let res: Response;
  try {
    res = await fetch(path, { method: 'GET', headers, credentials: 'same-origin', signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw networkError();
  }
  if (!res.ok) throw apiErrorFromResponse(res.status, await readJsonBody(res));
  return res;
}
