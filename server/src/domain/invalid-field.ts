import { badRequest, type AppError } from '../lib/errors';

/**
 * A 400 naming the field at fault, with details in the shape the error handler gives zod failures
 * (`[{ path, message }]`), so a client reads domain and schema refusals the same way.
 */
export function invalidField(field: string, message: string): AppError {
  return badRequest(`${field}: ${message}`, [{ path: field, message }]);
}
