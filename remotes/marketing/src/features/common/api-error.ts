import { ApiErrorBodySchema } from '@iprism/shared/contracts';

/** The SPEC §8 canned messages the site shows when the server gives none it can use. */
export const NETWORK_ERROR_MESSAGE = 'Network connection error. Please check your internet.';
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait before trying again.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Any failed API call: a non-2xx answer, an unreadable answer or no answer at all (statusCode 0). */
export class ApiRequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Turns any error answer, even a non-JSON one from a proxy, into the one error shape. */
export function apiErrorFrom(statusCode: number, body: unknown): ApiRequestError {
  const parsed = ApiErrorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data;
    // 5xx messages are generic by design (the server replaces them); keep ours consistent.
    return new ApiRequestError(statusCode, code, statusCode >= 500 ? GENERIC_ERROR_MESSAGE : message, details);
  }
  if (statusCode === 429) return new ApiRequestError(429, 'RATE_LIMITED', RATE_LIMIT_MESSAGE);
  return new ApiRequestError(statusCode, statusCode === 404 ? 'NOT_FOUND' : 'INTERNAL', GENERIC_ERROR_MESSAGE);
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Sends a request and returns the parsed JSON body of a 2xx answer; throws ApiRequestError otherwise. */
export async function requestJson(url: string, init: RequestInit = {}, fetchImpl: FetchLike = fetch): Promise<unknown> {
  let res: Response;
  try {
    res = await fetchImpl(url, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch {
    throw new ApiRequestError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  const body = await readBody(res);
  if (!res.ok) throw apiErrorFrom(res.status, body);
  return body;
}

/** Any schema with zod's safeParse: the remote validates with the shared contracts without importing zod itself. */
export interface Parser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/** GETs a JSON resource and checks it against its contract; a wrong shape is an error, not a crash later. */
export async function getJson<T>(url: string, schema: Parser<T>, fetchImpl: FetchLike = fetch): Promise<T> {
  const body = await requestJson(url, { method: 'GET' }, fetchImpl);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(200, 'INVALID_RESPONSE', GENERIC_ERROR_MESSAGE);
  return parsed.data;
}
