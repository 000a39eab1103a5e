import { SESSION_TOKEN_TTL_SECONDS } from '@iprism/shared/contracts';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { Queryable } from '../../platform/db/db';
import { findMembership } from '../organizations';
import { findSession, isSessionLive } from './repositories/sessions';
import { withCurrentMembership, type MembershipFacts } from './current-membership';
import { isSessionIdle } from './idle-session';
import { NO_SESSION_CACHE, type LiveSessionCache } from './live-session-cache';
import type { Authenticator, Principal } from './principal';
import { principalFromClaims, stripOrgPrefix, type OrgClaim } from './principal-claims';
import { SESSION_TOKEN_ALG, type SigningKey } from './signing-keys';
import { createVerifiedTokens } from './verified-tokens';

/** Tolerated clock difference between this server and a caller's clock, like Clerk's default. */
const CLOCK_SKEW_SECONDS = 5;

export interface SessionTokenInput {
  userId: string;
  sessionId: string;
  /** The authorised party: the browser origin the token was minted for. */
  azp: string;
  /** The active organisation; null leaves out the `o` claim (Clerk does the same). */
  org: { id: string; slug: string; role: string; permissions: readonly string[] } | null;
}

/** Signs and verifies the built-in provider's session tokens (Clerk v2 shape, ARCHITECTURE §5). */
export interface SessionTokenSigner {
  readonly issuer: string;
  sign(input: SessionTokenInput, now?: Date): Promise<string>;
  /** Signature, issuer and time only; the session row is checked by the authenticator. */
  verify(token: string): Promise<Principal | null>;
}

export function createSessionTokenSigner(key: SigningKey, issuer: string): SessionTokenSigner {
  const verified = createVerifiedTokens<Principal>();
  return {
    issuer,
    async sign(input, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      const claims: JWTPayload = { azp: input.azp, sid: input.sessionId, v: 2 };
      if (input.org) {
        const o: OrgClaim = {
          id: input.org.id,
          slg: input.org.slug,
          rol: stripOrgPrefix(input.org.role),
          per: input.org.permissions.map(stripOrgPrefix).join(','),
        };
        claims.o = o;
      }
      return new SignJWT(claims)
        .setProtectedHeader({ alg: SESSION_TOKEN_ALG, kid: key.kid, typ: 'JWT' })
        .setSubject(input.userId)
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setNotBefore(iat)
        .setExpirationTime(iat + SESSION_TOKEN_TTL_SECONDS)
        .sign(key.privateKey);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key.publicKey, { algorithms: [SESSION_TOKEN_ALG], issuer, clockTolerance: CLOCK_SKEW_SECONDS, requiredClaims: ['exp', 'iat', 'sub', 'sid'] });
        if (payload.v !== 2) return null;
        const principal = principalFromClaims(payload, 'builtin');
        if (principal) verified.set(token, principal, (payload.exp! + CLOCK_SKEW_SECONDS) * 1000);
        return principal;
      } catch {
        return null;
      }
    },
  };
}

/** The membership of a user in an organisation as stored now (through a cache that membership writes clear). */
export type MembershipLookup = (userId: string, organizationId: string) => Promise<MembershipFacts | null>;

/**
 * The built-in authenticator: a valid signature is not enough, the session must still be live (not
 * signed out, revoked by a password reset, or expired), so a revocation takes effect at once instead of
 * within the 60 s token lifetime. The lookup goes through the live-session cache, which revocations clear.
 * The organisation claims are held against the membership as it is now, for the same reason.
 */
export function createBuiltinAuthenticator(deps: {
  signer: SessionTokenSigner;
  db: Queryable;
  sessions?: LiveSessionCache;
  memberships?: MembershipLookup;
  now?: () => Date;
  /** The idle sign-out limit (idle-session.ts); null = off. */
  idleMs?: number | null;
}): Authenticator {
  const now = deps.now ?? (() => new Date());
  const sessions = deps.sessions ?? NO_SESSION_CACHE;
  const memberships: MembershipLookup = deps.memberships ?? ((userId, orgId) => findMembership(deps.db, userId, orgId));
  return {
    async authenticate(token) {
      const principal = await deps.signer.verify(token);
      if (!principal) return null;
      const session = await sessions.get(principal.sessionId, () => findSession(deps.db, principal.sessionId));
      const at = now();
      if (!session || session.userId !== principal.userId || !isSessionLive(session, at) || isSessionIdle(session, at, deps.idleMs ?? null)) return null;
      if (principal.orgId === null) return principal;
      return withCurrentMembership(principal, await memberships(principal.userId, principal.orgId));
    },
  };
}
