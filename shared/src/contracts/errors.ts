import { z } from 'zod';
import { CSRF_EXPIRED_MESSAGE, IDLE_SIGNED_OUT_MESSAGE, INVALID_CREDENTIALS_MESSAGE, INVALID_LINK_MESSAGE, RATE_LIMITED_MESSAGE, EMAIL_NOT_VERIFIED_MESSAGE, SESSION_EXPIRED_MESSAGE } from './auth';

// Defined here, not with their areas' schemas: every page loads the catalogue, and it would load those areas too.
/** SPEC §8: the message at 0 credits or fewer (shown as an error). */
export const NO_CREDITS_MESSAGE = 'No credits remaining! Purchase more to continue.';
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account has been suspended. Please contact support@iprism.example if you think this is a mistake.';
/** SPEC §8 canned payment message. */
export const PAYMENT_PROCESSING_ERROR_MESSAGE = 'Payment processing error. Contact support if issues persist.';

/** One entry of the error catalogue: the HTTP status every answer with this code has, and the message used when a call site gives none. */
export interface ErrorDefinition {
  readonly status: number;
  readonly message: string;
}

/**
 * Every code the API puts on the wire, each with its one status and default message (SPEC §8 texts where
 * the spec names one). The server creates errors by code only, so a code cannot change status between
 * routes; a call site may give a more precise message and details.
 */
export const ERROR_CATALOGUE = {
  /** The request's params, query, body or fields are not valid; details name the fields. */
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  /** A verification or password-reset link that is unknown, used or expired. */
  INVALID_LINK: { status: 400, message: INVALID_LINK_MESSAGE },
  /** The authenticator code sent to turn two-factor sign-in on is wrong. */
  INVALID_SETUP_CODE: { status: 400, message: 'The code is not valid. Please try again.' },
  UNAUTHORIZED: { status: 401, message: SESSION_EXPIRED_MESSAGE },
  /** One answer for every failed sign-in, so no error tells whether an account exists. */
  INVALID_CREDENTIALS: { status: 401, message: INVALID_CREDENTIALS_MESSAGE },
  /** The second factor of a sign-in is wrong, or the sign-in attempt has run out. */
  INVALID_SECOND_FACTOR: { status: 401, message: 'The code is not valid. Please try again.' },
  /** A refresh of a session left unused past SESSION_IDLE_MINUTES: it is ended. */
  SESSION_IDLE: { status: 401, message: IDLE_SIGNED_OUT_MESSAGE },
  /** An upload refused at a credit balance of 0 or less. */
  NO_CREDITS: { status: 402, message: NO_CREDITS_MESSAGE },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  EMAIL_NOT_VERIFIED: { status: 403, message: EMAIL_NOT_VERIFIED_MESSAGE },
  ACCOUNT_SUSPENDED: { status: 403, message: ACCOUNT_SUSPENDED_MESSAGE },
  CSRF_TOKEN_MISSING: { status: 403, message: 'A security token is required for this request. Please refresh and try again.' },
  CSRF_TOKEN_INVALID: { status: 403, message: CSRF_EXPIRED_MESSAGE },
  ORIGIN_NOT_ALLOWED: { status: 403, message: 'Requests from this origin are not allowed.' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  /** The resource is not in a state that allows the change (already decided, not ready, a duplicate). */
  CONFLICT: { status: 409, message: 'This conflicts with the current state. Please reload and try again.' },
  /** A time-limited link or record that has run out: an expired agreement. */
  EXPIRED: { status: 410, message: 'This link has expired.' },
  INVITATION_EXPIRED: { status: 410, message: 'This invitation has expired. Ask your organization admin to send a new one.' },
  /** A request or one file of it over its size limit. */
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  /** A request body or an uploaded file of a type this endpoint does not take. */
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This type of content is not supported here.' },
  /** A file of an upload was read and refused: its content or a reader limit. */
  UPLOAD_REJECTED: { status: 422, message: 'The file could not be read.' },
  /** A well-formed request that names things that do not exist or cannot be combined. */
  UNPROCESSABLE: { status: 422, message: 'The request cannot be carried out as sent.' },
  RATE_LIMITED: { status: 429, message: RATE_LIMITED_MESSAGE },
  /** A failure that is ours; the details go to the log only. */
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  /** The payment provider failed or could not be reached. */
  PAYMENT_PROVIDER_ERROR: { status: 502, message: PAYMENT_PROCESSING_ERROR_MESSAGE },
  /** Another provider we call (translation) failed or could not be reached. */
  BAD_GATEWAY: { status: 502, message: 'A service we rely on did not answer. Please try again.' },
  /** A dependency is down or not configured; the client may retry. */
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is unavailable. Please try again in a few moments.' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODE_LIST = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];
/** The codes by name, for comparisons in the browser (`err.code === ERROR_CODES.NO_CREDITS`). */
export const ERROR_CODES = Object.fromEntries(ERROR_CODE_LIST.map((c) => [c, c])) as { readonly [C in ErrorCode]: C };

const catalogueDescription = [
  'The error code; each code always comes with the same HTTP status.',
  ...ERROR_CODE_LIST.map((c) => `- ${c} (${ERROR_CATALOGUE[c].status}): ${ERROR_CATALOGUE[c].message}`),
].join('\n');

/** The one JSON error shape on the wire (ARCHITECTURE §6). */
export const ApiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(ERROR_CODE_LIST).describe(catalogueDescription),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
/**
 * The error shape as the browser reads it: any code is kept, so a code this bundle does not know yet (a newer
 * server during a release) still brings the server's message and details.
 */
export const ReceivedApiErrorBodySchema = ApiErrorBodySchema.extend({ code: z.string() });
