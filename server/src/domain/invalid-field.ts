import { appError, type AppError } from '../platform/lib/errors';

/**
 * A 400 naming the field at fault, with details in the shape the error handler gives zod failures
 * (`[{ path, message }]`), so a client reads domain and schema refusals the same way.
 */
export function invalidField(field: string, message: string): AppError {
  return appError('VALIDATION_FAILED', `${field}: ${message}`, [{ path: field, message }]);
}
