import { isCsrfExempt } from '../contracts/csrf';
import { trimEndOf } from '../text/trim';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Paths outside SPEC §7's excluded list that still carry no security token because no session exists
 * yet when they are called: the public identity endpoints (protected by the SameSite refresh cookie,
 * the Origin check and their own rate limits) and the public marketing forms. The signed-in identity
 * calls (active-organization, password, totp/*) do need one: the server checks every mutating call
 * that carries a session.
 */
const PUBLIC_AUTH_PATHS: ReadonlySet<string> = new Set(
  ['sign-in', 'sign-in/factor-two', 'sign-up', 'verify-email', 'resend-verification', 'forgot-password', 'reset-password', 'refresh', 'sign-out'].map((p) => `/api/auth/${p}`),
);
const NO_CSRF_PREFIXES = ['/api/forms/'] as const;

function pathOnly(path: string): string {
  const noQuery = path.split(/[?#]/)[0] ?? '';
  // Accept absolute URLs too: only the path decides.
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/]+(\/.*)?$/i.exec(noQuery);
  return match ? (match[1] ?? '/') : noQuery;
}

/** True when a request must carry X-CSRF-Token: a POST, PUT, PATCH or DELETE that is not exempt (SPEC §7). */
export function needsCsrf(method: string, path: string): boolean {
  if (!MUTATING_METHODS.has(method.toUpperCase())) return false;
  const pathname = trimEndOf(pathOnly(path), '/');
  if (PUBLIC_AUTH_PATHS.has(pathname)) return false;
  if (NO_CSRF_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  return !isCsrfExempt(pathname);
}
