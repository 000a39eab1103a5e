import type { Db, Queryable } from '../../platform/db/db';
import { findRotation, findSession, insertSession, revokeSession, rotateRefreshHash, type SessionRecord } from './repositories/sessions';
import { isSessionIdle } from './idle-session';
import { newId, randomToken, sameHash, sha256Hex } from './secrets';

/** Lifetime of a signed-in session (and of its refresh cookie). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** Time to type the second factor after the password was right. */
export const SECOND_FACTOR_TTL_MS = 10 * 60_000;

export interface SessionMeta {
  userAgent: string;
  ip: string;
}

/** A session plus the credential for it (`sessionId.secret`); only the secret's hash is stored. */
export interface NewSessionResult {
  session: SessionRecord;
  credential: string;
}

export const formatCredential = (sessionId: string, secret: string): string => `${sessionId}.${secret}`;

export function parseCredential(value: string | undefined | null): { sessionId: string; secret: string } | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot <= 0 || dot === value.length - 1 || value.length > 200) return null;
  return { sessionId: value.slice(0, dot), secret: value.slice(dot + 1) };
}

export async function createSession(
  db: Queryable,
  input: { userId: string; activeOrganizationId: string | null; secondFactorPending: boolean; meta: SessionMeta; now: Date },
): Promise<NewSessionResult> {
  const secret = randomToken();
  const id = newId('sess');
  const ttl = input.secondFactorPending ? SECOND_FACTOR_TTL_MS : SESSION_TTL_MS;
  const session = await insertSession(db, {
    id,
    userId: input.userId,
    refreshHash: sha256Hex(secret),
    activeOrganizationId: input.activeOrganizationId,
    secondFactorPending: input.secondFactorPending,
    userAgent: input.meta.userAgent,
    ip: input.meta.ip,
    expiresAt: new Date(input.now.getTime() + ttl),
  });
  return { session, credential: formatCredential(id, secret) };
}

/**
 * The session a credential proves, when it is still good: right secret, not revoked, not expired, and
 * in the expected state (`pending` = waiting for the second factor, else fully signed in).
 */
export async function sessionForCredential(db: Queryable, credential: string | undefined | null, now: Date, pending = false): Promise<SessionRecord | null> {
  const parsed = parseCredential(credential);
  if (!parsed) return null;
  const session = await findSession(db, parsed.sessionId);
  if (!session || !sameHash(session.refreshHash, sha256Hex(parsed.secret))) return null;
  if (session.revokedAt !== null || session.expiresAt <= now || session.secondFactorPending !== pending) return null;
  return session;
}

/**
 * A refresh secret rotated away less than this long ago still gets a session token (without a new
 * cookie): two tabs refreshing with the same cookie at once must not sign the user out. Later, the old
 * secret can only be a copy, and presenting it ends the session.
 */
export const ROTATION_GRACE_MS = 10_000;

export type RefreshOutcome =
  /** Rotated: `credential` is the session's new refresh credential. */
  | { kind: 'rotated'; session: SessionRecord; credential: string }
  /** Rotated by a concurrent refresh moments ago: a token, but no new credential. */
  | { kind: 'concurrent'; session: SessionRecord }
  /** A rotated secret presented again: the session has been ended. */
  | { kind: 'reused' }
  /** Not seen for longer than the idle sign-out limit: the session has been ended. */
  | { kind: 'idle' }
  | { kind: 'invalid' };

/**
 * Spends a refresh credential: every use rotates the secret, and a rotated one used again ends the session.
 * A session idle past `idleMs` (idle-session.ts) is ended instead of refreshed.
 */
export async function refreshSession(db: Db, credential: string | undefined | null, now: Date, idleMs: number | null = null): Promise<RefreshOutcome> {
  const parsed = parseCredential(credential);
  const session = parsed ? await findSession(db, parsed.sessionId) : null;
  if (!parsed || !session || session.revokedAt !== null || session.expiresAt <= now || session.secondFactorPending) return { kind: 'invalid' };
  const presented = sha256Hex(parsed.secret);
  if (isSessionIdle(session, now, idleMs) && (sameHash(session.refreshHash, presented) || (await findRotation(db, session.id, presented)))) {
    await revokeSession(db, session.id, session.userId);
    return { kind: 'idle' };
  }
  if (sameHash(session.refreshHash, presented)) {
    const secret = randomToken();
    if (await rotateRefreshHash(db, session.id, presented, sha256Hex(secret), now)) {
      return { kind: 'rotated', session, credential: formatCredential(session.id, secret) };
    }
    return { kind: 'concurrent', session };
  }
  const rotatedAt = await findRotation(db, session.id, presented);
  if (!rotatedAt) return { kind: 'invalid' };
  if (now.getTime() - rotatedAt.getTime() <= ROTATION_GRACE_MS) return { kind: 'concurrent', session };
  await revokeSession(db, session.id, session.userId);
  return { kind: 'reused' };
}

/** The session a refresh credential belongs to, whether its secret is the current one or one rotated away (sign-out ends it either way). */
export async function sessionOfRefreshCredential(db: Queryable, credential: string | undefined | null): Promise<SessionRecord | null> {
  const parsed = parseCredential(credential);
  const session = parsed ? await findSession(db, parsed.sessionId) : null;
  if (!parsed || !session) return null;
  const presented = sha256Hex(parsed.secret);
  return sameHash(session.refreshHash, presented) || (await findRotation(db, session.id, presented)) ? session : null;
}
