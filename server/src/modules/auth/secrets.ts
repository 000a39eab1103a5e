import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe: e-mail link tokens and refresh secrets. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Secrets are stored as SHA-256 only: they are long random values, so a slow hash adds nothing. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Clerk-like ids (`user_…`, `sess_…`) so either provider's ids fit the same text columns. */
export function newId(prefix: 'user' | 'sess'): string {
  const bytes = randomBytes(24);
  let out = '';
  for (const b of bytes) out += ID_ALPHABET[b % ID_ALPHABET.length];
  return `${prefix}_${out}`;
}
