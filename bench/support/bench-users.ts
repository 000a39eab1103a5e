/**
 * Users made for a benchmark straight in its database (signing in thousands through scrypt would measure
 * password hashing), and real session tokens for them signed with that database's key, the way
 * server/test/session-helper.ts does. Bench code only: the product never signs tokens for a user who did
 * not sign in.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { DEFAULT_ISSUER } from '../../server/src/modules/auth/identity';
import { createSession } from '../../server/src/modules/auth/sessions';
import { createSessionTokenSigner, type SessionTokenSigner } from '../../server/src/modules/auth/session-tokens';
import { loadOrCreateSigningKey } from '../../server/src/modules/auth/signing-keys';
import type { Db } from '../../server/src/platform/db/db';
import { addMembership } from '../../server/src/modules/organizations/repositories/memberships';
import { findCurrentSigningKey } from '../../server/src/modules/auth/repositories/signing-keys';
import { createUser } from '../../server/src/modules/accounts/repositories/users';

export interface Caller {
  userId: string;
  sessionId: string;
}

/** What a client process needs to sign real session tokens with the bench database's own key. */
export interface SigningMaterial {
  kid: string;
  privatePem: string;
  publicPem: string;
  issuer: string;
}

/** `count` verified users (`{prefix}-{i}@bench.example`), each with a live session, members of `organizationId` when given. */
export async function seedUsers(db: Db, count: number, prefix: string, organizationId?: string): Promise<Caller[]> {
  const callers: Caller[] = [];
  const now = new Date();
  for (let i = 0; i < count; i++) {
    const user = await createUser(db, { email: `${prefix}-${i}@bench.example`, name: `${prefix} ${i}`, emailVerified: true, passwordHash: null });
    if (organizationId) await addMembership(db, { organizationId, userId: user.id, role: 'org:member' });
    const { session } = await createSession(db, { userId: user.id, activeOrganizationId: null, secondFactorPending: false, meta: { userAgent: 'bench', ip: '127.0.0.1' }, now });
    callers.push({ userId: user.id, sessionId: session.id });
  }
  return callers;
}

/** The database's signing key, created now when missing so that every server on this database signs with it. */
export async function signingMaterial(db: Db, issuer: string | undefined): Promise<SigningMaterial> {
  await loadOrCreateSigningKey(db);
  const key = await findCurrentSigningKey(db);
  if (!key) throw new Error('no signing key after loadOrCreateSigningKey');
  return { kid: key.kid, privatePem: key.privatePem, publicPem: key.publicPem, issuer: issuer ?? DEFAULT_ISSUER };
}

export async function signerOf(m: SigningMaterial): Promise<SessionTokenSigner> {
  // RS256 = RSASSA-PKCS1-v1_5 with SHA-256 (SESSION_TOKEN_ALG).
  const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  const privateDer = createPrivateKey(m.privatePem).export({ type: 'pkcs8', format: 'der' });
  const publicDer = createPublicKey(m.publicPem).export({ type: 'spki', format: 'der' });
  const privateKey = await crypto.subtle.importKey('pkcs8', privateDer, algorithm, false, ['sign']);
  const publicKey = await crypto.subtle.importKey('spki', publicDer, algorithm, true, ['verify']);
  return createSessionTokenSigner({ kid: m.kid, privateKey, publicKey, publicJwk: {} }, m.issuer);
}
