import { CSRF_EXPIRED_MESSAGE, NETWORK_ERROR_MESSAGE, NO_PERMISSION_MESSAGE, RATE_LIMITED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../contracts/auth';
import { ApiError, GENERIC_ERROR_MESSAGE, apiErrorFromResponse, apiErrorText, isApiError, networkError, parseRetryAfter, shouldToast, userMessageFor } from './api-error';

describe('userMessageFor (SPEC §8 canned messages)', () => {
  it.each([
    [403, 'CSRF_TOKEN_MISSING', 'x', CSRF_EXPIRED_MESSAGE],
    [403, 'CSRF_TOKEN_INVALID', null, CSRF_EXPIRED_MESSAGE],
    [401, 'UNAUTHORIZED', 'Token expired', SESSION_EXPIRED_MESSAGE],
    [429, 'RATE_LIMITED', null, RATE_LIMITED_MESSAGE],
    [0, 'NETWORK_ERROR', null, NETWORK_ERROR_MESSAGE],
    [403, 'FORBIDDEN', 'Only admins may do that.', 'Only admins may do that.'],
    [403, 'FORBIDDEN', null, NO_PERMISSION_MESSAGE],
    [500, 'INTERNAL', '<html>proxy</html>', GENERIC_ERROR_MESSAGE],
    [400, 'VALIDATION_FAILED', 'Name is required.', 'Name is required.'],
    [404, 'NOT_FOUND', null, GENERIC_ERROR_MESSAGE],
  ])('%i %s → %s', (status, code, server, expected) => {
    expect(userMessageFor(status, code, server)).toBe(expected);
  });
});

describe('apiErrorFromResponse', () => {
  it('keeps code, message and details of the wire shape', () => {
    const err = apiErrorFromResponse(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad', details: { name: 'x' } });
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Bad', details: { name: 'x' } });
    expect(isApiError(err)).toBe(true);
  });

  it('turns a non-JSON body into the standard shape with a code from the status', () => {
    expect(apiErrorFromResponse(429, 'Too many')).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    expect(apiErrorFromResponse(502, undefined)).toMatchObject({ status: 502, code: 'INTERNAL', message: GENERIC_ERROR_MESSAGE });
  });

  it('network errors have status 0', () => {
    expect(networkError()).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});

describe('shouldToast', () => {
  it('toasts what the user cannot fix on the form, not validation', () => {
    expect(shouldToast(403, 'CSRF_TOKEN_INVALID')).toBe(true);
    expect(shouldToast(401, 'UNAUTHORIZED')).toBe(true);
    expect(shouldToast(0, 'NETWORK_ERROR')).toBe(true);
    expect(shouldToast(400, 'VALIDATION_FAILED')).toBe(false);
    expect(shouldToast(404, 'NOT_FOUND')).toBe(false);
  });

  it('an ApiError is an Error', () => {
    expect(new ApiError(400, 'X', 'y')).toBeInstanceOf(Error);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('reads seconds and HTTP dates, and nothing else', () => {
    expect(parseRetryAfter('42', now)).toBe(42);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Thu, 26 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Thu, 26 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('travels on the error of a refused call', () => {
    const err = apiErrorFromResponse(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please wait before trying again.' }, '30');
    expect(err.retryAfterSeconds).toBe(30);
    expect(apiErrorFromResponse(429, '<html>', null).retryAfterSeconds).toBeUndefined();
  });
});

describe('payment provider failures', () => {
  it('show SPEC §8 payment message for a 502 PAYMENT_PROVIDER_ERROR, the generic text for other 5xx', () => {
    expect(userMessageFor(502, 'PAYMENT_PROVIDER_ERROR', 'anything')).toBe('Payment processing error. Contact support if issues persist.');
    expect(userMessageFor(502, 'INTERNAL', 'anything')).toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe('apiErrorText', () => {
  it('uses the SPEC §8 text for the canned cases and the server text otherwise', () => {
    expect(apiErrorText(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe('Your session has expired. Please sign in again.');
    expect(apiErrorText(new ApiError(404, 'NOT_FOUND', 'No such thing.'))).toBe('No such thing.');
    expect(apiErrorText(new ApiError(500, 'INTERNAL', 'boom'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(apiErrorText(new TypeError('x'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});
