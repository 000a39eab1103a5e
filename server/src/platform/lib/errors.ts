import { ERROR_CATALOGUE, type ErrorCode } from '@iprism/shared/contracts';

/** What a client is told about a failure that is ours (HTTP 500, socket INTERNAL); the details go to the log only. */
export const INTERNAL_FAILURE_MESSAGE = ERROR_CATALOGUE.INTERNAL.message;

/** A coded error thrown by domain and route code; one handler turns it into the wire shape. Create it with appError. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CATALOGUE[code].status;
  }
}

/** The error of a catalogue code: its status comes from the catalogue, its message too unless a more precise one is given. */
export const appError = (code: ErrorCode, message: string = ERROR_CATALOGUE[code].message, details?: unknown): AppError => new AppError(code, message, details);
