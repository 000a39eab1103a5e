import { CSRF_EARLY_EXPIRY_MS, isCsrfExempt, isCsrfTokenFresh } from '@iprism/shared/contracts/csrf';

/** `abcdefgh…wxyz`: enough to tell tokens apart on screen without showing a usable one. */
export function truncateToken(token: string, head = 8, tail = 4): string {
  return token.length <= head + tail + 1 ? token : `${token.slice(0, head)}…${token.slice(-tail)}`;
}

/** The moment the client stops using a token: 30 s (CSRF_EARLY_EXPIRY_MS) before it really expires. */
export function freshUntil(fetchedAt: number, expiresInMs: number): number {
  return fetchedAt + expiresInMs - CSRF_EARLY_EXPIRY_MS;
}

export interface TokenSummary {
  fetchedAt: number;
  expiresAt: number;
  freshUntil: number;
  fresh: boolean;
  /** Whole seconds of freshness left, never negative. */
  secondsLeft: number;
}

export function summarizeToken(fetchedAt: number, expiresInMs: number, now: number): TokenSummary {
  const until = freshUntil(fetchedAt, expiresInMs);
  return {
    fetchedAt,
    expiresAt: fetchedAt + expiresInMs,
    freshUntil: until,
    fresh: isCsrfTokenFresh(fetchedAt, expiresInMs, now),
    secondsLeft: Math.max(0, Math.floor((until - now) / 1000)),
  };
}

export type HeaderMode = 'none' | 'invalid' | 'fetched';

/** What each protected-request button is expected to get back. */
export const EXPECTED_CODE: Readonly<Record<HeaderMode, string>> = {
  none: 'CSRF_TOKEN_MISSING',
  invalid: 'CSRF_TOKEN_INVALID',
  fetched: 'not a CSRF error',
};

export interface ProtectedOutcome {
  status: number;
  code: string | null;
  message: string | null;
  /** True when the answer is what the mode should produce. */
  asExpected: boolean;
}

/** Reads the answer of a protected POST: 403 with a CSRF code for a missing or bad token; anything else passed the check. */
export function describeOutcome(mode: HeaderMode, status: number, body: unknown): ProtectedOutcome {
  const b = body && typeof body === 'object' ? (body as { code?: unknown; message?: unknown }) : {};
  const code = typeof b.code === 'string' ? b.code : null;
  const message = typeof b.message === 'string' ? b.message : null;
  const csrfRejected = status === 403 && (code === 'CSRF_TOKEN_MISSING' || code === 'CSRF_TOKEN_INVALID');
  const asExpected = mode === 'fetched' ? !csrfRejected && status !== 0 : status === 403 && code === EXPECTED_CODE[mode];
  return { status, code, message, asExpected };
}

/** A path the test can use: same-site, under /api/, and not one the spec exempts from the token. */
export function checkProtectedPath(path: string): string | null {
  const p = path.trim();
  if (!p.startsWith('/api/')) return 'Enter a path on this site that starts with /api/.';
  if (isCsrfExempt(p)) return 'That path is exempt from the security token (SPEC §7), so it cannot show the check. Pick another.';
  return null;
}
