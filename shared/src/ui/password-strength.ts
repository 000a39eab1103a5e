/** SPEC §9: the generic widget's default minimum length; product forms may ask for more. */
export const PASSWORD_MIN_LENGTH_DEFAULT = 6;

export type PasswordCheckId = 'length' | 'lowercase' | 'uppercase' | 'number' | 'special';

export interface PasswordCheck {
  id: PasswordCheckId;
  label: string;
  passed: boolean;
}

export type PasswordStrengthLabel = 'Very weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';
export type PasswordStrengthColor = 'error' | 'warning' | 'info' | 'success';

export interface PasswordStrength {
  checks: PasswordCheck[];
  /** How many checks pass, 0–5. */
  score: number;
  maxScore: number;
  label: PasswordStrengthLabel;
  color: PasswordStrengthColor;
}

const LABEL_BY_SCORE: readonly PasswordStrengthLabel[] = ['Very weak', 'Very weak', 'Weak', 'Fair', 'Good', 'Strong'];
const COLOR_BY_SCORE: readonly PasswordStrengthColor[] = ['error', 'error', 'error', 'warning', 'info', 'success'];

/** Anything that is not a letter, digit or whitespace counts as special, including non-Latin symbols. */
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/** Scores a password by the five checks of SPEC §9 (lowercase, uppercase, number, special, length). */
export function evaluatePassword(password: string, minLength: number = PASSWORD_MIN_LENGTH_DEFAULT): PasswordStrength {
  const checks: PasswordCheck[] = [
    { id: 'length', label: `At least ${minLength} characters`, passed: [...password].length >= minLength },
    { id: 'lowercase', label: 'A lowercase letter', passed: /\p{Ll}/u.test(password) },
    { id: 'uppercase', label: 'An uppercase letter', passed: /\p{Lu}/u.test(password) },
    { id: 'number', label: 'A number', passed: /\p{N}/u.test(password) },
    { id: 'special', label: 'A special character', passed: SPECIAL.test(password) },
  ];
  const score = checks.filter((c) => c.passed).length;
  return { checks, score, maxScore: checks.length, label: LABEL_BY_SCORE[score] ?? 'Very weak', color: COLOR_BY_SCORE[score] ?? 'error' };
}
