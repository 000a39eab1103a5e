import { GENERIC_ERROR_MESSAGE, isApiError, userMessage } from '@iprism/shared/api/api-error';

/** The text for a failed call, shown beside what failed. */
export function errorMessage(err: unknown): string {
  return isApiError(err) ? userMessage(err) : GENERIC_ERROR_MESSAGE;
}
