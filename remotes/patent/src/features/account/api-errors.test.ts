import { ApiError, GENERIC_ERROR_MESSAGE } from '@iprism/shared/api/api-error';
import { fieldErrorMessage, formErrorMessage } from './api-errors';

const wrongPassword = new ApiError(400, 'VALIDATION_ERROR', 'Your current password is incorrect.', [{ path: 'currentPassword', message: 'Your current password is incorrect.' }]);

describe('formErrorMessage', () => {
  it('shows what the user can fix on the form', () => {
    expect(formErrorMessage(wrongPassword)).toBe('Your current password is incorrect.');
    expect(formErrorMessage(new ApiError(409, 'CONFLICT', 'Already a member.'))).toBe('Already a member.');
  });

  it('stays silent for what apiFetch already toasted', () => {
    expect(formErrorMessage(new ApiError(403, 'CSRF_TOKEN_INVALID', 'bad token'))).toBeNull();
    expect(formErrorMessage(new ApiError(429, 'RATE_LIMITED', 'slow down'))).toBeNull();
    expect(formErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBeNull();
  });

  it('falls back to the generic text for a non-API error', () => {
    expect(formErrorMessage(new Error('x'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe('fieldErrorMessage', () => {
  it('finds the message of one field', () => {
    expect(fieldErrorMessage(wrongPassword, 'currentPassword')).toBe('Your current password is incorrect.');
    expect(fieldErrorMessage(wrongPassword, 'newPassword')).toBeNull();
  });

  it('reads array paths and ignores errors without details', () => {
    const err = new ApiError(400, 'VALIDATION_ERROR', 'Invalid', [{ path: ['email'], message: 'Please enter a valid email address.' }]);
    expect(fieldErrorMessage(err, 'email')).toBe('Please enter a valid email address.');
    expect(fieldErrorMessage(new ApiError(409, 'CONFLICT', 'x'), 'email')).toBeNull();
    expect(fieldErrorMessage(new Error('x'), 'email')).toBeNull();
  });
});
