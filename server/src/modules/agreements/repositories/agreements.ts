import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';

export interface AgreementRecord {
  id: string;
  title: string;
  body: string;
  recipientEmail: string;
  recipientName: string;
  contractorId: string | null;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  viewedAt: Date | null;
  agreedAt: Date | null;
  expiredAt: Date | null;
  signerName: string | null;
  signerIp: string | null;
  signerUserAgent: string | null;
  textSha256: string | null;
}

/** @table agreements */
interface Row {
  id: string;
  title: string;
  body: string;
  recipient_email: string;
  recipient_name: string;
  contractor_id: string | null;
  created_by: string;
  created_at: Date | string;
  expires_at: Date | string;
  viewed_at: Date | string | null;
  agreed_at: Date | string | null;
  expired_at: Date | string | null;
  signer_name: string | null;
  signer_ip: string | null;
  signer_user_agent: string | null;
  text_sha256: string | null;
}

const COLUMNS =
  'id, title, body, recipient_email, recipient_name, contractor_id, created_by, created_at, expires_at, viewed_at, agreed_at, expired_at, signer_name, signer_ip, signer_user_agent, text_sha256';
const date = (v: Date | string) => new Date(v);
const maybeDate = (v: Date | string | null) => (v === null ? null : new Date(v));

function toRecord(r: Row): AgreementRecord {
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    recipientEmail: r.recipient_email,
    recipientName: r.recipient_name,
    contractorId: r.contractor_id,
    createdBy: r.created_by,
    createdAt: date(r.created_at),
    expiresAt: date(r.expires_at),
    viewedAt: maybeDate(r.viewed_at),
    agreedAt: maybeDate(r.agreed_at),
    expiredAt: maybeDate(r.expired_at),
    signerName: r.signer_name,
    signerIp: r.signer_ip,
    signerUserAgent: r.signer_user_agent,
    textSha256: r.text_sha256,
  };
}

export interface NewAgreement {
  tokenHash: string;
  title: string;
  body: string;
  recipientEmail: string;
  recipientName: string;
  contractorId: string | null;
  createdBy: string;
  expiresAt: Date;
}

export async function insertAgreement(db: Queryable, a: NewAgreement): Promise<AgreementRecord> {
  const id = `agr_${randomUUID().replace(/-/g, '')}`;
  const { rows } = await db.query<Row>(
    `INSERT INTO agreements (id, token_hash, title, body, recipient_email, recipient_name, contractor_id, created_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [id, a.tokenHash, a.title, a.body, a.recipientEmail, a.recipientName, a.contractorId, a.createdBy, a.expiresAt.toISOString()],
  );
  return toRecord(rows[0]!);
}

export async function findAgreementByTokenHash(db: Queryable, tokenHash: string): Promise<AgreementRecord | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM agreements WHERE token_hash = $1`, [tokenHash]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findAgreementById(db: Queryable, id: string): Promise<AgreementRecord | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM agreements WHERE id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Newest first; `contractorId` narrows to one contractor's agreements. */
export async function listAgreements(db: Queryable, opts: { contractorId?: string; recipientEmail?: string; limit?: number } = {}): Promise<AgreementRecord[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM agreements
     WHERE ($1::text IS NULL OR contractor_id = $1) AND ($2::text IS NULL OR lower(recipient_email) = lower($2))
     ORDER BY created_at DESC, id LIMIT $3`,
    [opts.contractorId ?? null, opts.recipientEmail ?? null, opts.limit ?? 500],
  );
  return rows.map(toRecord);
}

/** First opening only: later openings keep the first time. */
export async function markAgreementViewed(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('UPDATE agreements SET viewed_at = $2 WHERE id = $1 AND viewed_at IS NULL', [id, now.toISOString()]);
}

export interface Signature {
  signerName: string;
  signerIp: string;
  signerUserAgent: string;
  textSha256: string;
  at: Date;
}

/** Records the signature only while the agreement is open; null when it was agreed or expired meanwhile (a race). */
export async function recordAgreement(db: Queryable, id: string, s: Signature): Promise<AgreementRecord | null> {
  const { rows } = await db.query<Row>(
    `UPDATE agreements SET agreed_at = $2, signer_name = $3, signer_ip = $4, signer_user_agent = $5, text_sha256 = $6, viewed_at = COALESCE(viewed_at, $2)
     WHERE id = $1 AND agreed_at IS NULL AND expired_at IS NULL AND expires_at > $2 RETURNING ${COLUMNS}`,
    [id, s.at.toISOString(), s.signerName, s.signerIp, s.signerUserAgent, s.textSha256],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Expires an agreement not yet agreed; null when there was nothing to expire. */
export async function expireAgreement(db: Queryable, id: string, now: Date): Promise<AgreementRecord | null> {
  const { rows } = await db.query<Row>(
    `UPDATE agreements SET expired_at = $2 WHERE id = $1 AND agreed_at IS NULL AND expired_at IS NULL RETURNING ${COLUMNS}`,
    [id, now.toISOString()],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The expiry job: marks every open agreement past its date; answers how many. */
export async function expireOverdueAgreements(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    'UPDATE agreements SET expired_at = expires_at WHERE agreed_at IS NULL AND expired_at IS NULL AND expires_at <= $1 RETURNING id',
    [now.toISOString()],
  );
  return rows.length;
}

/** A resend issues a new link: the old token stops working. */
export async function replaceAgreementToken(db: Queryable, id: string, tokenHash: string): Promise<void> {
  await db.query('UPDATE agreements SET token_hash = $2 WHERE id = $1', [id, tokenHash]);
}
