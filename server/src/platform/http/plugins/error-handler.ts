import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type ZodIssue } from 'zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CATALOGUE, type ApiErrorBody, type ErrorCode } from '@iprism/shared/contracts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../db/database-unavailable';
import { AppError } from '../../lib/errors';

/** The catalogue code of a client error raised by Fastify or a plugin (body limit, content type, multipart limits). */
const FRAMEWORK_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const bodyOf = (code: ErrorCode, message: string = ERROR_CATALOGUE[code].message, details?: unknown): ApiErrorBody => ({
  statusCode: ERROR_CATALOGUE[code].status,
  code,
  message,
  ...(details !== undefined && { details }),
});

/**
 * One place sorts every error into `{ statusCode, code, message }` with a catalogue code and its status:
 * AppErrors as created, zod and route-schema failures VALIDATION_FAILED with the failing paths in details,
 * Fastify's own client errors by their status (another 4xx becomes VALIDATION_FAILED), a database that cannot
 * be reached SERVICE_UNAVAILABLE (the client may retry), anything else is logged and answered INTERNAL (never a
 * stack, never an internal message).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, req, reply) => {
    let body: ApiErrorBody;
    if (err instanceof AppError) {
      body = bodyOf(err.code, err.message, err.details);
    } else if (err instanceof ZodError || hasZodFastifySchemaValidationErrors(err)) {
      const issues: ZodIssue[] = err instanceof ZodError ? err.issues : err.validation.map((v) => v.params.issue);
      body = bodyOf('VALIDATION_FAILED', undefined, issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    } else if ('validation' in err && err.validation) {
      body = bodyOf('VALIDATION_FAILED', err.message, err.validation);
    } else if ('statusCode' in err && typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      body = bodyOf(FRAMEWORK_CODES[err.statusCode] ?? 'VALIDATION_FAILED', err.message);
    } else if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      body = bodyOf('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
    } else {
      req.log.error({ err }, 'unhandled error');
      body = bodyOf('INTERNAL');
    }
    if (body.statusCode < 500) req.log.info({ code: body.code, statusCode: body.statusCode }, body.message);
    void reply.status(body.statusCode).send(body);
  });
}
