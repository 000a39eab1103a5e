import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Stateless security tokens (SPEC §7, ARCHITECTURE §6): `<expiresAtMs>.<nonce>.<mac>` where the mac is
 * HMAC-SHA256 over the session id, expiry and nonce. Binding to the session id means a token stolen
 * from one session is useless in another; statelessness means any API node verifies it, provided all
 * nodes share the secret (CSRF_SECRET; otherwise each process draws its own and tokens do not survive
 * a restart or cross nodes).
 */

export type CsrfVerdict = 'valid' | 'invalid' | 'expired';

const b64url = (buf: Buffer): string => buf.toString('base64url');

function mac(secret: Buffer, sessionId: string, expiresAtMs: number, nonce: string): Buffer {
  return createHmac('sha256', secret).update(`${sessionId}\n${expiresAtMs}\n${nonce}`).digest();
}

/** Mints a token for `sessionId`, valid for `ttlMs` from `nowMs`. */
export function mintCsrfToken(secret: Buffer, sessionId: string, nowMs: number, ttlMs: number, nonce: string = b64url(randomBytes(12))): string {
  const expiresAtMs = nowMs + ttlMs;
  return `${expiresAtMs}.${nonce}.${b64url(mac(secret, sessionId, expiresAtMs, nonce))}`;
}

/** Checks a token against the caller's session; a token of another session or with a bad mac is 'invalid'. */
export function verifyCsrfToken(secret: Buffer, sessionId: string, token: string, nowMs: number): CsrfVerdict {
  const parts = token.split('.');
  if (parts.length !== 3) return 'invalid';
  const [expiry, nonce, given] = parts as [string, string, string];
  if (!/^\d{1,16}$/.test(expiry) || !/^[\w-]{1,64}$/.test(nonce) || !/^[\w-]{43}$/.test(given)) return 'invalid';
  const expiresAtMs = Number(expiry);
  const expected = mac(secret, sessionId, expiresAtMs, nonce);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid';
  return nowMs < expiresAtMs ? 'valid' : 'expired';
}

/** The configured secret, or a random one for this process (single-node default). */
export function csrfSecretFrom(configured: string | undefined): Buffer {
  return configured ? Buffer.from(configured, 'utf8') : randomBytes(32);
}
