import type { FormKind } from '@iprism/shared/contracts';
import type { Queryable } from '../db';

export interface NewFormSubmission {
  kind: FormKind;
  /** Kept in its own column so a person's submissions can be found (and erased) by address. */
  email: string | null;
  payload: unknown;
}

/** Stores one validated form submission; returns its id as a string (BIGSERIAL exceeds JS integers in theory). */
export async function insertFormSubmission(db: Queryable, submission: NewFormSubmission): Promise<{ id: string }> {
  const { rows } = await db.query<{ id: string | number }>(
    'INSERT INTO form_submissions (kind, email, payload) VALUES ($1, $2, $3::jsonb) RETURNING id::text AS id',
    [submission.kind, submission.email, JSON.stringify(submission.payload)],
  );
  const row = rows[0];
  if (!row) throw new Error('form_submissions insert returned no row');
  return { id: String(row.id) };
}
