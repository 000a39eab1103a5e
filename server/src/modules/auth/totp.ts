import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '@iprism/shared/contracts';
import { sha256Hex } from './secrets';

/** RFC 6238 defaults that every authenticator app understands. */
const DIGITS = 6;
const PERIOD_SECONDS = 30;
/** One step either side tolerates a phone clock that is up to 30 s off. */
const WINDOW_STEPS = 1;
const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new random secret (160 bits, base32) for an authenticator app. */
export const generateTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpFor = (secret: string, label: string) =>
  new TOTP({ issuer: PRODUCT_NAME, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS });

/** The otpauth:// URL the setup screen shows as a QR code. */
export const totpUrl = (secret: string, accountEmail: string): string => totpFor(secret, accountEmail).toString();

/**
 * The time step (30 s periods since the epoch) whose code `code` is, when it is the current code or that
 * of the step before or after; null otherwise. The caller accepts a step once (acceptTotpStep), so a
 * code seen over someone's shoulder or in a log cannot be used again.
 */
export function totpStep(secret: string, code: string, now: Date = new Date()): number | null {
  if (!/^\d{6}$/.test(code.trim())) return null;
  const delta = totpFor(secret, 'verify').validate({ token: code.trim(), timestamp: now.getTime(), window: WINDOW_STEPS });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code; for tests and the demo seed. */
export const currentTotp = (secret: string, now: Date = new Date()): string => totpFor(secret, 'generate').generate({ timestamp: now.getTime() });

/** Recovery codes look like `xxxxx-xxxxx`: typed by hand, so no 0/o, 1/l/i. */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => `${part()}-${part()}`);
}

/** Codes are stored as SHA-256 of the normalised code; a user may type them in any case or with spaces. */
export const hashRecoveryCode = (code: string): string => sha256Hex(code.trim().toLowerCase().replace(/\s+/g, ''));

export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(code.trim().toLowerCase().replace(/\s+/g, ''));
