import { REGISTRATION_MESSAGES, type RegistrationFormat } from '@iprism/shared/contracts';

/**
 * Words and letters people put before the number ("Reg. No.", "USPTO Reg #", "RN"), removed with the
 * spaces, dots and commas around them; what remains must be the number itself.
 */
const PREFIX = /^[\sA-Za-z.#:,-]*/;
/** Thousands separators and spaces inside the number ("45,123", "45 123"). */
const SEPARATORS = /[\s,.]/g;

/**
 * Reads a USPTO registration number as typed. Attorneys and agents share one series of five- or six-digit
 * numbers; leading letters, spaces and separators are tolerated and removed. `normalized` is the digits
 * (or what is left when it is not a number); `message` says what is wrong.
 */
export function formatRegistrationNumber(input: string): RegistrationFormat {
  const normalized = input.trim().replace(PREFIX, '').replace(SEPARATORS, '');
  if (normalized === '') return { valid: false, normalized, message: REGISTRATION_MESSAGES.empty };
  if (!/^\d+$/.test(normalized)) return { valid: false, normalized, message: REGISTRATION_MESSAGES.notDigits };
  if (normalized.length < 5 || normalized.length > 6) return { valid: false, normalized, message: REGISTRATION_MESSAGES.length };
  return { valid: true, normalized };
}
