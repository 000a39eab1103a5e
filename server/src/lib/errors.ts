import { ERROR_CODES, type ErrorCode } from '@iprism/shared/contracts';

/** What a client is told about a failure that is ours (HTTP 500, socket INTERNAL); the details go to the log only. */
export const INTERNAL_FAILURE_MESSAGE = 'Something went wrong on our side. Please try again.';

/** A coded error thrown by domain and route code; one handler turns it into the wire shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, ERROR_CODES.NOT_FOUND, message);
export const badRequest = (message: string, details?: unknown) => new AppError(400, ERROR_CODES.VALIDATION_FAILED, message, details);
export const unauthorized = (message = 'Your session has expired. Please sign in again.') => new AppError(401, ERROR_CODES.UNAUTHORIZED, message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, ERROR_CODES.FORBIDDEN, message);
