import { z } from 'zod';
import { trimEndOf } from '../text/trim';

/** Header that carries the security token on mutating requests (SPEC §7). */
export const CSRF_HEADER = 'X-CSRF-Token';
/** A security token counts as expired this long before its real expiry (SPEC §4, §9). */
export const CSRF_EARLY_EXPIRY_MS = 30_000;
/** Lifetime of a security token the server issues. */
export const CSRF_TOKEN_TTL_MS = 15 * 60_000;

/** Answer of GET /api/csrf-token (SPEC §7); expiresIn is in milliseconds (SPEC §3). */
export const CsrfTokenResponseSchema = z.object({ success: z.boolean(), token: z.string(), expiresIn: z.number() });
export type CsrfTokenResponse = z.infer<typeof CsrfTokenResponseSchema>;

/**
 * Mutating calls that need no security token (SPEC §7 excluded paths), matched on the path after
 * `/api`: health, payment webhook and checkout calls, the public e-mail and careers forms, pricing
 * helpers, invitation resend, agreement create/agree/expire, session heartbeat, csrf-token, active
 * terms and the pricing test endpoints.
 */
const EXEMPT_PATTERNS: readonly RegExp[] = [
  /^\/health$/,
  /^\/payments?\/webhook$/,
  /^\/payments?\/(create-checkout|purchase-credits|upgrade-plan|purchase-licenses)$/,
  /^\/(email\/)?(send-inquiry-email|send-demo-email)$/,
  /^\/careers\/submit-application$/,
  /^\/pricing\/(calculate|format|verify-practitioner)$/,
  /^\/invitations\/resend-to-email$/,
  /^\/agreements?\/(create|[^/]+\/agree|[^/]+\/expire|agree|expire)$/,
  /^\/session\/heartbeat$/,
  /^\/csrf-token$/,
  /^\/terms\/active$/,
  /^\/pricing\/test(\/.*)?$/,
  /^\/registrations\/(format|verify-practitioner)$/,
];

/** True when a mutating call to `path` (with or without query, under /api) is exempt from the security token. */
export function isCsrfExempt(path: string): boolean {
  const pathname = path.split('?')[0] ?? '';
  const apiAt = pathname.indexOf('/api/');
  if (apiAt < 0) return false;
  const rest = trimEndOf(pathname.slice(apiAt + 4), '/');
  return EXEMPT_PATTERNS.some((p) => p.test(rest));
}

/** SPEC §4: a token is usable until 30 s before it expires. */
export function isCsrfTokenFresh(fetchedAt: number, expiresInMs: number, now: number): boolean {
  return now < fetchedAt + expiresInMs - CSRF_EARLY_EXPIRY_MS;
}
