import { GENERIC_ERROR_MESSAGE, isApiError, userMessage } from '@iprism/shared/api';

/** What the screen says about a failed call: the server's own words for a 4xx, the SPEC §8 canned text otherwise. */
export const errorText = (err: unknown): string => (isApiError(err) ? userMessage(err) : GENERIC_ERROR_MESSAGE);
