import type { OutboxEmail } from '@iprism/shared/contracts';
import type { Queryable } from '../db';

export interface NewOutboxEmail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

export async function insertOutboxEmail(db: Queryable, mail: NewOutboxEmail): Promise<void> {
  await db.query('INSERT INTO outbox_emails (to_address, subject, text_body, kind) VALUES ($1, $2, $3, $4)', [mail.to, mail.subject, mail.text, mail.kind]);
}

/** Newest first; `to` filters by address (any case). */
export async function listOutboxEmails(db: Queryable, to: string | undefined, limit = 50): Promise<OutboxEmail[]> {
  const { rows } = await db.query<{ id: string; to_address: string; subject: string; text_body: string; kind: string; created_at: Date | string }>(
    `SELECT id::text AS id, to_address, subject, text_body, kind, created_at FROM outbox_emails
     WHERE ($1::text IS NULL OR lower(to_address) = lower($1)) ORDER BY created_at DESC, outbox_emails.id DESC LIMIT $2`,
    [to ?? null, limit],
  );
  return rows.map((r) => ({ id: String(r.id), to: r.to_address, subject: r.subject, text: r.text_body, kind: r.kind, createdAt: new Date(r.created_at).toISOString() }));
}
