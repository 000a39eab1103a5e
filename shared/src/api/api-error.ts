import { CSRF_EXPIRED_MESSAGE, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, NO_PERMISSION_MESSAGE, RATE_LIMITED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../contracts/auth';
import { ERROR_CODES, PAYMENT_PROCESSING_ERROR_MESSAGE, ReceivedApiErrorBodySchema } from '../contracts/errors';

export { GENERIC_ERROR_MESSAGE };
/** SPEC §8: a product call made without a session token; logged, then thrown. */
export const NO_AUTH_TOKEN_MESSAGE = 'No authentication token available';
/** SPEC §8: GET /api/csrf-token answered success: false. */
export const CSRF_FETCH_FAILED_MESSAGE = 'Failed to fetch CSRF token';

/** Status of an error raised before any answer arrived (offline, DNS, CORS). */
export const NETWORK_STATUS = 0;
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const NO_AUTH_TOKEN_CODE = 'NO_AUTH_TOKEN';

/**
 * Every failed API call, whatever went wrong (ARCHITECTURE §6, STYLE "Errors"): the UI shows `message`
 * and branches on `code`. `message` is the server's own text when it sent one (so a form can show it
 * verbatim); `userMessage(err)` gives the canned SPEC §8 text for toasts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  /** Seconds the server asked the caller to wait (its `Retry-After`), when it said. */
  readonly retryAfterSeconds?: number;

  constructor(status: number, code: string, message: string, details?: unknown, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (details !== undefined) this.details = details;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A `Retry-After` header in seconds: a count of seconds or an HTTP date (RFC 9110 §10.2.3); undefined if absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** True for any ApiError, also one thrown by another copy of this module (instanceof is not enough across bundles). */
export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError || (err instanceof Error && err.name === 'ApiError' && 'status' in err && 'code' in err);
}

function fallbackCode(status: number): string {
  if (status === 401) return ERROR_CODES.UNAUTHORIZED;
  if (status === 403) return ERROR_CODES.FORBIDDEN;
  if (status === 404) return ERROR_CODES.NOT_FOUND;
  if (status === 429) return ERROR_CODES.RATE_LIMITED;
  if (status === 503) return ERROR_CODES.SERVICE_UNAVAILABLE;
  return ERROR_CODES.INTERNAL;
}

/**
 * Any non-2xx answer as an ApiError, even a non-JSON body from a proxy (the Backstage habit in STYLE).
 * A body of the wire shape keeps its code, message and details; anything else gets a code from the status.
 */
export function apiErrorFromResponse(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const wait = parseRetryAfter(retryAfter);
  const parsed = ReceivedApiErrorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.code, parsed.data.message, parsed.data.details, wait);
  return new ApiError(status, fallbackCode(status), userMessageFor(status, fallbackCode(status), null), undefined, wait);
}

/** The error for a request that got no answer at all. */
export function networkError(): ApiError {
  return new ApiError(NETWORK_STATUS, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
}

/** True for the two security-token refusals (ARCHITECTURE §6). */
export function isCsrfRejection(status: number, code: string): boolean {
  return status === 403 && (code === ERROR_CODES.CSRF_TOKEN_MISSING || code === ERROR_CODES.CSRF_TOKEN_INVALID);
}

/**
 * The message the user sees for a failed call (SPEC §8 canned messages): a stale security token, an
 * expired session, rate limiting and network failure each have their own text; another 403 shows the
 * server's message or the no-permission text; anything else the server's message or a generic one.
 */
export function userMessageFor(status: number, code: string, serverMessage: string | null): string {
  if (isCsrfRejection(status, code)) return CSRF_EXPIRED_MESSAGE;
  if (status === NETWORK_STATUS) return NETWORK_ERROR_MESSAGE;
  if (status === 401) return SESSION_EXPIRED_MESSAGE;
  if (status === 429) return RATE_LIMITED_MESSAGE;
  if (status === 403) return serverMessage || NO_PERMISSION_MESSAGE;
  // A payment provider's failure has its own SPEC §8 text (the server sends only that code with it).
  if (status === 502 && code === ERROR_CODES.PAYMENT_PROVIDER_ERROR) return PAYMENT_PROCESSING_ERROR_MESSAGE;
  // 5xx text is generic by design on the server; never show a proxy's HTML either.
  if (status >= 500) return GENERIC_ERROR_MESSAGE;
  return serverMessage || GENERIC_ERROR_MESSAGE;
}

/** userMessageFor applied to an ApiError. */
export function userMessage(err: ApiError): string {
  return userMessageFor(err.status, err.code, err.message);
}

/**
 * Whether a failure deserves a global toast rather than only inline display: the SPEC §8 cases the
 * user cannot fix on the form itself (token, session, rate limit, network, permission, server down).
 */
export function shouldToast(status: number, code: string): boolean {
  return isCsrfRejection(status, code) || status === NETWORK_STATUS || status === 401 || status === 403 || status === 429 || status >= 500;
}

/** What a screen says about a failed call: the server's words for a 4xx, the SPEC §8 canned text otherwise. */
export const apiErrorText = (err: unknown): string => (isApiError(err) ? userMessage(err) : GENERIC_ERROR_MESSAGE);
