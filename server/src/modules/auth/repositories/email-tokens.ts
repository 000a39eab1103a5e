import type { Queryable } from '../../../platform/db/db';

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

/** Stores the hash of a new link token; earlier unused tokens of the same purpose stop working. */
export async function insertEmailToken(db: Queryable, t: { tokenHash: string; userId: string; purpose: EmailTokenPurpose; expiresAt: Date }): Promise<void> {
  await db.query('UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [t.userId, t.purpose]);
  await db.query('INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, $4)', [t.tokenHash, t.userId, t.purpose, t.expiresAt.toISOString()]);
}

/** Marks a live token used in one statement (single use even under concurrency); returns its user id or null. */
export async function consumeEmailToken(db: Queryable, tokenHash: string, purpose: EmailTokenPurpose, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    'UPDATE email_tokens SET used_at = $3 WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id',
    [tokenHash, purpose, now.toISOString()],
  );
  return rows[0]?.user_id ?? null;
}
