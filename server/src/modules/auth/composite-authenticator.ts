import { decodeJwt } from 'jose';
import type { Authenticator } from './principal';

/**
 * Routes a token to the provider that issued it, by its (unverified) `iss`: the built-in provider
 * first, Clerk otherwise. The chosen authenticator then verifies everything, so reading `iss`
 * before verification only picks the key; it grants nothing.
 */
export function createCompositeAuthenticator(builtin: { issuer: string; authenticator: Authenticator }, clerk: Authenticator | null): Authenticator {
  return {
    async authenticate(token) {
      // Without Clerk there is nothing to route (the built-in check refuses other issuers itself): no decode.
      if (!clerk) return builtin.authenticator.authenticate(token);
      let issuer: unknown;
      try {
        issuer = decodeJwt(token).iss;
      } catch {
        return null;
      }
      if (issuer === builtin.issuer) return builtin.authenticator.authenticate(token);
      return clerk.authenticate(token);
    },
  };
}
