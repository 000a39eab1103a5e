import { NETWORK_ERROR_MESSAGE, RATE_LIMITED_MESSAGE } from '@iprism/shared/contracts/auth';
import { GENERIC_ERROR_MESSAGE, isApiError, NETWORK_STATUS } from '@iprism/shared/api/api-error';

/** Field name → first message, from a zod-style safeParse failure (the shared contract schemas). */
export type FieldErrors = Partial<Record<string, string>>;

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** The first issue per top-level field, so each input shows one clear message. */
export function fieldErrorsFrom(issues: readonly IssueLike[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && out[key] === undefined) out[key] = issue.message;
  }
  return out;
}

/**
 * The text a form shows for a failed call: the server's own message (SPEC §8 texts such as the 429
 * one arrive verbatim), the network message when no answer came, and a generic one for 5xx and
 * anything that is not an API error.
 */
export function formErrorMessage(err: unknown): string {
  if (!isApiError(err)) return GENERIC_ERROR_MESSAGE;
  if (err.status === NETWORK_STATUS) return NETWORK_ERROR_MESSAGE;
  if (err.status === 429) return RATE_LIMITED_MESSAGE;
  if (err.status >= 500) return GENERIC_ERROR_MESSAGE;
  return err.message || GENERIC_ERROR_MESSAGE;
}

/** The error code of a failed call, for branching (e.g. EMAIL_NOT_VERIFIED). */
export function errorCode(err: unknown): string | null {
  return isApiError(err) ? err.code : null;
}

/** How long the server asked a refused call to wait, in seconds, from its `Retry-After`; 0 when it did not say. */
export function retryAfterSeconds(err: unknown): number {
  return isApiError(err) && err.retryAfterSeconds !== undefined && err.retryAfterSeconds > 0 ? err.retryAfterSeconds : 0;
}

/** When a refused call may be tried again (epoch ms), from the server's `Retry-After`; null when it did not say. */
export function retryAt(err: unknown, now = Date.now()): number | null {
  const seconds = retryAfterSeconds(err);
  return seconds > 0 ? now + seconds * 1000 : null;
}
