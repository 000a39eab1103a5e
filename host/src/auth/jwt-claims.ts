import type { Session } from '@iprism/shared/contracts/identity';

/** The claims of a session token (Clerk v2 shape, ARCHITECTURE §5) that the browser reads. */
export interface SessionClaims {
  sub?: string;
  sid?: string;
  exp?: number;
  o?: { id?: string; slg?: string; rol?: string; per?: string };
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The payload of a JWT, read WITHOUT verifying the signature: the browser only uses it to show the
 * session and schedule refreshes; the server verifies every token it receives. Null when malformed.
 */
export function decodeJwtPayload(token: string): SessionClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const value: unknown = JSON.parse(base64UrlDecode(payload));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SessionClaims) : null;
  } catch {
    return null;
  }
}

const withOrgPrefix = (key: string): string => (key.startsWith('org:') ? key : `org:${key}`);

/**
 * SPEC §3 Session from the token claims: userId = sub, sessionId = sid, the active organisation from
 * `o` (role and permissions carry Clerk's `org:` prefix, which the v2 token drops). Null without sub/sid.
 */
export function sessionFromClaims(claims: SessionClaims | null): Session | null {
  if (!claims?.sub || !claims.sid) return null;
  const org = claims.o?.id ? claims.o : null;
  return {
    userId: claims.sub,
    sessionId: claims.sid,
    orgId: org?.id ?? null,
    orgRole: org?.rol ? withOrgPrefix(org.rol) : null,
    orgSlug: org?.slg ?? null,
    orgPermissions: org?.per
      ? org.per
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)
          .map(withOrgPrefix)
      : [],
  };
}

/**
 * When the token stops being valid, in epoch ms: its `exp` claim, or else `expiresIn` seconds after
 * `receivedAtMs` (the server's answer field), whichever is known.
 */
export function tokenExpiresAtMs(claims: SessionClaims | null, expiresInSeconds: number, receivedAtMs: number): number {
  if (typeof claims?.exp === 'number') return claims.exp * 1000;
  return receivedAtMs + expiresInSeconds * 1000;
}

/** Refresh ahead of expiry: getToken never hands out a token with less than this left. */
export const TOKEN_EXPIRY_MARGIN_MS = 10_000;

/** True when a token expiring at `expiresAtMs` is within the margin (or past) at `nowMs`. */
export function isTokenNearExpiry(expiresAtMs: number, nowMs: number, marginMs: number = TOKEN_EXPIRY_MARGIN_MS): boolean {
  return expiresAtMs - nowMs <= marginMs;
}
