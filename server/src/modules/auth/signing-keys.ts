import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, exportJWK, importPKCS8, importSPKI, type JWK } from 'jose';
import type { Db } from '../../platform/db/db';
import { findCurrentSigningKey, insertSigningKey, lockSigningKeys } from './repositories/signing-keys';

export const SESSION_TOKEN_ALG = 'RS256';
/** ARCHITECTURE §5: RSA-2048, like a Clerk instance key. */
const MODULUS_BITS = 2048;

/** The key pair that signs built-in session tokens, loaded once at app start. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as published at /api/auth/jwks. */
  publicJwk: JWK;
}

const generateRsa = promisify(generateKeyPair);
/** Any fixed number: API nodes starting together on one database take it before creating the key. */

/**
 * Loads the signing key from `signing_keys`, creating it at the first start. Reusing it across
 * restarts keeps tokens and the published JWKS valid while the server restarts. API nodes starting
 * together on an empty database create it under a transaction lock, so the first one's key is the
 * one every node signs with (otherwise each would sign with its own and tokens would fail across nodes).
 */
export async function loadOrCreateSigningKey(db: Db): Promise<SigningKey> {
  let stored = await findCurrentSigningKey(db);
  if (!stored) {
    const pair = await generateRsa('rsa', {
      modulusLength: MODULUS_BITS,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const publicKey = await importSPKI(pair.publicKey, SESSION_TOKEN_ALG, { extractable: true });
    const created = { kid: await calculateJwkThumbprint(await exportJWK(publicKey)), privatePem: pair.privateKey, publicPem: pair.publicKey };
    stored = await db.transaction(async (tx) => {
      await lockSigningKeys(tx);
      const existing = await findCurrentSigningKey(tx);
      if (existing) return existing;
      await insertSigningKey(tx, created);
      return created;
    });
  }
  const privateKey = await importPKCS8(stored.privatePem, SESSION_TOKEN_ALG);
  const publicKey = await importSPKI(stored.publicPem, SESSION_TOKEN_ALG, { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: stored.kid, alg: SESSION_TOKEN_ALG, use: 'sig' };
  return { kid: stored.kid, privateKey, publicKey, publicJwk };
}
