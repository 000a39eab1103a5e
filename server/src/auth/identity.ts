import type { JSONWebKeySet } from 'jose';
import type { Config } from '../config/config';
import type { Db } from '../db/db';
import { createMailer, type Mailer } from '../mail/mailer';
import { createClerkAuthenticator } from './clerk-authenticator';
import { createCompositeAuthenticator } from './composite-authenticator';
import type { Authenticator } from './principal';
import { createBuiltinAuthenticator, createSessionTokenSigner, type SessionTokenSigner } from './session-tokens';
import { loadOrCreateSigningKey } from './signing-keys';
import { createLiveSessionCache, NO_SESSION_CACHE, type LiveSessionCache } from './live-session-cache';
import { isSessionLive } from '../db/repositories/sessions';

/** Issuer of built-in tokens when no public origin is configured. */
export const DEFAULT_ISSUER = 'iprism';

export interface Identity {
  signer: SessionTokenSigner;
  /** Call `revoked()` after revoking sessions: the authenticator may have them cached as live. */
  sessions: LiveSessionCache;
  authenticator: Authenticator;
  mailer: Mailer;
  jwks: JSONWebKeySet;
}

/** Loads the signing key and wires the authenticators and the mailer once, at app start. */
export async function setUpIdentity(config: Readonly<Config>, db: Db): Promise<Identity> {
  const key = await loadOrCreateSigningKey(db);
  const signer = createSessionTokenSigner(key, config.publicOrigin?.replace(/\/+$/, '') ?? DEFAULT_ISSUER);
  // Nodes sharing Redis are several: one node's cache would not see another's revocations.
  const sessions = config.redisUrl ? NO_SESSION_CACHE : createLiveSessionCache({ isLive: (s) => isSessionLive(s, new Date()) });
  const builtin = createBuiltinAuthenticator({ signer, db, sessions });
  const clerk = config.clerk ? createClerkAuthenticator(config.clerk) : null;
  return {
    signer,
    sessions,
    authenticator: createCompositeAuthenticator({ issuer: signer.issuer, authenticator: builtin }, clerk),
    mailer: createMailer(config, db),
    jwks: { keys: [key.publicJwk] },
  };
}
