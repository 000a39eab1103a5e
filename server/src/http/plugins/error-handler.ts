import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { ERROR_CODES, type ApiErrorBody } from '@iprism/shared/contracts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../db/database-unavailable';
import { AppError, INTERNAL_FAILURE_MESSAGE } from '../../lib/errors';

/**
 * One place sorts every error into `{ statusCode, code, message }`: AppErrors keep their status,
 * zod and schema failures become 400 with details, a database that cannot be reached 503 (the client
 * may retry), anything else is logged and answered with a generic 500 (never a
 * stack, never an internal message).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, req, reply) => {
    let body: ApiErrorBody;
    if (err instanceof AppError) {
      body = { statusCode: err.statusCode, code: err.code, message: err.message, ...(err.details !== undefined && { details: err.details }) };
    } else if (err instanceof ZodError) {
      body = { statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: 'The request is not valid.', details: err.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) };
    } else if ('validation' in err && err.validation) {
      body = { statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: err.message, details: err.validation };
    } else if ('statusCode' in err && typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      const code = err.statusCode === 413 ? ERROR_CODES.PAYLOAD_TOO_LARGE : err.statusCode === 429 ? ERROR_CODES.RATE_LIMITED : (err.code ?? ERROR_CODES.VALIDATION_FAILED);
      body = { statusCode: err.statusCode, code, message: err.message };
    } else if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      body = { statusCode: 503, code: ERROR_CODES.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE };
    } else {
      req.log.error({ err }, 'unhandled error');
      body = { statusCode: 500, code: ERROR_CODES.INTERNAL, message: INTERNAL_FAILURE_MESSAGE };
    }
    if (body.statusCode < 500) req.log.info({ code: body.code, statusCode: body.statusCode }, body.message);
    void reply.status(body.statusCode).send(body);
  });
}
