import { verifyToken } from '@clerk/backend';
import type { JWTPayload } from 'jose';
import type { Authenticator } from './principal';
import { principalFromClaims } from './principal-claims';

export interface ClerkVerificationConfig {
  /** The instance's PEM public key (CLERK_JWT_KEY): verification needs no network call. */
  jwtKey: string;
  issuer: string;
  authorizedParties: readonly string[];
}

/**
 * Verifies Clerk session tokens offline. `verifyToken` checks signature, expiry and `azp` only when
 * the token carries one, so issuer and authorised party are checked here as well (ARCHITECTURE §5:
 * never trust a claim the server did not verify).
 */
export function createClerkAuthenticator(config: ClerkVerificationConfig): Authenticator {
  const authorizedParties = [...config.authorizedParties];
  return {
    async authenticate(token) {
      let claims: JWTPayload;
      try {
        // The public export throws on any failure (bad signature, expired, wrong azp) and returns the
        // payload; its type does not resolve under this workspace's module settings, hence the cast.
        claims = (await verifyToken(token, { jwtKey: config.jwtKey, authorizedParties })) as JWTPayload;
      } catch {
        return null;
      }
      if (claims.iss !== config.issuer) return null;
      if (typeof claims.azp !== 'string' || !authorizedParties.includes(claims.azp)) return null;
      return principalFromClaims(claims, 'clerk');
    },
  };
}
