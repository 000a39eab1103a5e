import { ChangePasswordRequestSchema } from '@iprism/shared/contracts/auth';

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordFormErrors = Partial<Record<keyof PasswordFormValues, string>>;

export const PASSWORD_MISMATCH_MESSAGE = 'The passwords do not match.';
export const PASSWORD_UNCHANGED_MESSAGE = 'Choose a password different from your current one.';

/**
 * Checks the change-password form before sending: the shared request schema (the server's own rules),
 * then the two checks only the form can make. Empty object when it may be sent.
 */
export function validatePasswordChange(values: PasswordFormValues): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  if (!values.currentPassword) errors.currentPassword = 'Please enter your current password.';
  const parsed = ChangePasswordRequestSchema.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  const newIssue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'newPassword');
  if (newIssue) errors.newPassword = newIssue.message;
  else if (values.newPassword === values.currentPassword) errors.newPassword = PASSWORD_UNCHANGED_MESSAGE;
  if (!errors.newPassword && values.confirmPassword !== values.newPassword) errors.confirmPassword = PASSWORD_MISMATCH_MESSAGE;
  return errors;
}
