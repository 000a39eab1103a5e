import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_UNCHANGED_MESSAGE, validatePasswordChange } from './password-form';

const STRONG = 'correct horse battery staple';

describe('validatePasswordChange', () => {
  it('accepts a complete, matching change', () => {
    expect(validatePasswordChange({ currentPassword: 'old-password-1', newPassword: STRONG, confirmPassword: STRONG })).toEqual({});
  });

  it('asks for the current password', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: STRONG, confirmPassword: STRONG })).toEqual({ currentPassword: 'Please enter your current password.' });
  });

  it('applies the shared minimum length to the new password', () => {
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' })).toEqual({ newPassword: 'Use at least 10 characters.' });
  });

  it('refuses the same password again', () => {
    expect(validatePasswordChange({ currentPassword: STRONG, newPassword: STRONG, confirmPassword: STRONG })).toEqual({ newPassword: PASSWORD_UNCHANGED_MESSAGE });
  });

  it('needs the confirmation to match', () => {
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: STRONG, confirmPassword: `${STRONG}!` })).toEqual({ confirmPassword: PASSWORD_MISMATCH_MESSAGE });
  });
});
