import type { JSONWebKeySet } from 'jose';
import { createAccessCache } from '../../platform/access-cache/access-cache';
import type { AccessSignal } from '../../platform/access-cache/access-signal';
import type { Config } from '../../platform/config/config';
import type { Db } from '../../platform/db/db';
import { createMailer, type Mailer } from '../../platform/mail/mailer';
import { createClerkAuthenticator } from './clerk-authenticator';
import { createCompositeAuthenticator } from './composite-authenticator';
import type { Authenticator } from './principal';
import { createBuiltinAuthenticator, createSessionTokenSigner, type MembershipLookup, type SessionTokenSigner } from './session-tokens';
import { loadOrCreateSigningKey } from './signing-keys';
import { idleLimitMs } from './idle-session';
import { createLiveSessionCache, type LiveSessionCache } from './live-session-cache';
import { findMembership } from '../organizations';
import { isSessionLive } from './repositories/sessions';
import type { MembershipFacts } from './current-membership';
import { trimEndOf } from '@iprism/shared/text';

/** Issuer of built-in tokens when no public origin is configured. */
export const DEFAULT_ISSUER = 'iprism';

export interface Identity {
  signer: SessionTokenSigner;
  /** Call `revoked()` after revoking sessions: the authenticators of every node may have them cached as live. */
  sessions: LiveSessionCache;
  authenticator: Authenticator;
  mailer: Mailer;
  jwks: JSONWebKeySet;
}

/** Loads the signing key and wires the authenticators and the mailer once, at app start. */
export async function setUpIdentity(config: Readonly<Config>, db: Db, signal: AccessSignal): Promise<Identity> {
  const key = await loadOrCreateSigningKey(db);
  const signer = createSessionTokenSigner(key, (config.publicOrigin ? trimEndOf(config.publicOrigin, '/') : DEFAULT_ISSUER));
  const sessions = createLiveSessionCache({ isLive: (s) => isSessionLive(s, new Date()), signal });
  const membershipCache = createAccessCache<MembershipFacts | null>({ signal });
  const memberships: MembershipLookup = (userId, orgId) => membershipCache.get(`${userId}:${orgId}`, () => findMembership(db, userId, orgId));
  const builtin = createBuiltinAuthenticator({ signer, db, sessions, memberships, idleMs: idleLimitMs(config.sessionIdleMinutes) });
  const clerk = config.clerk ? createClerkAuthenticator(config.clerk) : null;
  return {
    signer,
    sessions,
    authenticator: createCompositeAuthenticator({ issuer: signer.issuer, authenticator: builtin }, clerk),
    mailer: createMailer(config, db),
    jwks: { keys: [key.publicJwk] },
  };
}
