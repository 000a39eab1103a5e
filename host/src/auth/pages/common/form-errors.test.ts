import { ApiError, GENERIC_ERROR_MESSAGE } from '@iprism/shared/api/api-error';
import { NETWORK_ERROR_MESSAGE, RATE_LIMITED_MESSAGE, SignInRequestSchema } from '@iprism/shared/contracts/auth';
import { errorCode, fieldErrorsFrom, formErrorMessage } from './form-errors';

describe('fieldErrorsFrom', () => {
  it('keeps the first message per field', () => {
    const result = SignInRequestSchema.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsFrom(result.error.issues)).toEqual({ email: 'Please enter a valid email address.', password: 'Please enter your password.' });
  });
});

describe('formErrorMessage', () => {
  it('shows the server message verbatim', () => {
    expect(formErrorMessage(new ApiError(401, 'INVALID_CREDENTIALS', 'The email address or password is incorrect.'))).toBe('The email address or password is incorrect.');
  });
  it('uses the canned texts for 429, network and 5xx', () => {
    expect(formErrorMessage(new ApiError(429, 'RATE_LIMITED', 'slow down'))).toBe(RATE_LIMITED_MESSAGE);
    expect(formErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(NETWORK_ERROR_MESSAGE);
    expect(formErrorMessage(new ApiError(500, 'INTERNAL', 'stack'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(formErrorMessage(new Error('boom'))).toBe(GENERIC_ERROR_MESSAGE);
  });
  it('exposes the code', () => {
    expect(errorCode(new ApiError(403, 'EMAIL_NOT_VERIFIED', 'x'))).toBe('EMAIL_NOT_VERIFIED');
    expect(errorCode('x')).toBeNull();
  });
});
