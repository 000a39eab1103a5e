import { GENERIC_ERROR_MESSAGE, isApiError, shouldToast, userMessage } from '@iprism/shared/api/api-error';

/**
 * The text a form shows under itself for a failed call, or null when apiFetch has already toasted it
 * (the SPEC §8 cases: stale security token, expired session, rate limit, network, permission, 5xx).
 */
export function formErrorMessage(err: unknown): string | null {
  if (!isApiError(err)) return GENERIC_ERROR_MESSAGE;
  return shouldToast(err.status, err.code) ? null : userMessage(err);
}

/** The server's message for one field of a 400 (`details: [{ path, message }]`), or null. */
export function fieldErrorMessage(err: unknown, field: string): string | null {
  if (!isApiError(err) || !Array.isArray(err.details)) return null;
  for (const detail of err.details as unknown[]) {
    if (!detail || typeof detail !== 'object') continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    const where = Array.isArray(path) ? path.join('.') : path;
    if (where === field && typeof message === 'string') return message;
  }
  return null;
}
