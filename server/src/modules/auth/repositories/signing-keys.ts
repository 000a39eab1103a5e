import { ADVISORY_LOCKS } from '../../../platform/db/advisory-locks';
import type { Queryable } from '../../../platform/db/db';

export interface SigningKeyRecord {
  kid: string;
  privatePem: string;
  publicPem: string;
}

/** The newest signing key, or null before the first start. */
export async function findCurrentSigningKey(db: Queryable): Promise<SigningKeyRecord | null> {
  const { rows } = await db.query<{ kid: string; private_pem: string; public_pem: string }>(
    'SELECT kid, private_pem, public_pem FROM signing_keys ORDER BY created_at DESC, kid LIMIT 1',
  );
  const row = rows[0];
  return row ? { kid: row.kid, privatePem: row.private_pem, publicPem: row.public_pem } : null;
}

export async function insertSigningKey(db: Queryable, key: SigningKeyRecord): Promise<void> {
  await db.query('INSERT INTO signing_keys (kid, private_pem, public_pem) VALUES ($1, $2, $3) ON CONFLICT (kid) DO NOTHING', [key.kid, key.privatePem, key.publicPem]);
}

/** Serialises key creation across nodes until the transaction ends. */
export async function lockSigningKeys(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.signingKey]);
}
