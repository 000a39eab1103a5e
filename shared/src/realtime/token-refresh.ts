import { USER_TOKEN_REFRESH_MS } from '../contracts/auth';

/**
 * An open socket sends `auth:refresh` on two clocks (SPEC §7/§9): the proactive refresh every
 * 3,000,000 ms, which has the server re-verify the session whatever the token's lifetime, and the user
 * token's own refresh (every 60 s, sooner when the token expires first), which hands the server each
 * new token: the server closes a socket whose token expires without one.
 */
export const TOKEN_PROACTIVE_REFRESH_MS = 3_000_000;
/**
 * How long before expiry to refresh. It must stay under the identity adapters' early-refresh margin
 * (10 s in the built-in adapter) so that getToken hands out a new token rather than the expiring one.
 */
export const TOKEN_REFRESH_LEAD_MS = 8_000;
/** Floor between refreshes, so a provider that keeps returning an expiring token is not asked in a loop. */
export const TOKEN_REFRESH_MIN_DELAY_MS = 1_000;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
}

/**
 * The `exp` claim of a JWT in milliseconds, or null when the token is not a JWT or has none.
 * Read without verification: it only schedules the refresh, the server verifies every token.
 */
export function tokenExpiresAt(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(decodeBase64Url(payload)) as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Delay until the socket next asks for the user's token, at `now`: every 60 s, or before `token` expires. */
export function userTokenRefreshDelayMs(token: string | null, now: number): number {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return USER_TOKEN_REFRESH_MS;
  return Math.min(USER_TOKEN_REFRESH_MS, Math.max(TOKEN_REFRESH_MIN_DELAY_MS, expiresAt - now - TOKEN_REFRESH_LEAD_MS));
}
