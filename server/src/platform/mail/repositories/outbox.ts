import type { OutboxEmail } from '@iprism/shared/contracts';
import type { Queryable } from '../../db/db';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface NewOutboxEmail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  attachments?: readonly OutboxAttachment[];
}

interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

export async function insertOutboxEmail(db: Queryable, mail: NewOutboxEmail): Promise<void> {
  const attachments: StoredAttachment[] = (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, base64: Buffer.from(a.content).toString('base64') }));
  await db.query('INSERT INTO outbox_emails (to_address, subject, text_body, kind, attachments) VALUES ($1, $2, $3, $4, $5::jsonb)', [
    mail.to,
    mail.subject,
    mail.text,
    mail.kind,
    JSON.stringify(attachments),
  ]);
}

/** The attachments of the mails to `to`, newest mail first (the outbox list itself shows text only). */
export async function listOutboxAttachments(db: Queryable, to: string): Promise<{ subject: string; attachments: OutboxAttachment[] }[]> {
  const { rows } = await db.query<{ subject: string; attachments: StoredAttachment[] }>(
    'SELECT subject, attachments FROM outbox_emails WHERE lower(to_address) = lower($1) ORDER BY created_at DESC, id DESC',
    [to],
  );
  return rows.map((r) => ({
    subject: r.subject,
    attachments: r.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: new Uint8Array(Buffer.from(a.base64, 'base64')) })),
  }));
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
