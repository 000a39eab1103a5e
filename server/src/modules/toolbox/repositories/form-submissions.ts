import type { FormKind, SalesRequest } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

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

/** @table form_submissions */
interface SalesRequestRow {
  id: string;
  kind: 'inquiry' | 'demo';
  payload: { name?: string; email?: string; firm?: string; role?: string; size?: string; preferredTimes?: string; message?: string };
  created_at: Date | string;
}

/** "Contact sales" inquiries and "Book a demo" requests, newest first. */
export async function listSalesRequests(db: Queryable, limit: number): Promise<SalesRequest[]> {
  const { rows } = await db.query<SalesRequestRow>(
    "SELECT id::text AS id, kind, payload, created_at FROM form_submissions WHERE kind IN ('inquiry', 'demo') ORDER BY created_at DESC, id DESC LIMIT $1",
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.payload.name ?? '',
    email: r.payload.email ?? '',
    firm: r.payload.firm ?? '',
    role: r.payload.role ?? '',
    size: r.payload.size ?? '',
    preferredTimes: r.kind === 'demo' ? (r.payload.preferredTimes ?? '') : null,
    message: r.payload.message ?? '',
    receivedAt: new Date(r.created_at).toISOString(),
  }));
}
