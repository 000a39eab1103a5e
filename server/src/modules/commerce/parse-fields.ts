import { ZodError, type ZodType } from 'zod';
import { invalidField } from '../../domain/invalid-field';
import { appError } from '../../platform/lib/errors';

/** Parses a request body, turning the first schema failure into a 400 that names its field in the message too. */
export function parseFields<T>(schema: ZodType<T>, body: unknown): T {
  try {
    return schema.parse(body ?? {});
  } catch (err) {
    if (!(err instanceof ZodError)) throw err;
    const issue = err.issues[0];
    if (!issue || issue.path.length === 0) throw appError('VALIDATION_FAILED', 'The request body must be a JSON object.');
    throw invalidField(issue.path.join('.'), issue.message);
  }
}
