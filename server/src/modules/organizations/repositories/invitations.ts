import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';

/** An invitation; only the SHA-256 of its link token is stored, so a database leak exposes no usable link. */
export interface InvitationRecord {
  id: string;
  organizationId: string;
  organizationName: string;
  email: string;
  role: 'org:admin' | 'org:member';
  publicRole: string | null;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

/** @table invitations @computed org_name */
interface InvitationRow {
  id: string;
  organization_id: string;
  org_name: string;
  email: string;
  role: 'org:admin' | 'org:member';
  public_role: string | null;
  invited_by: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  accepted_at: Date | string | null;
  revoked_at: Date | string | null;
}

const SELECT = `SELECT i.id, i.organization_id, o.name AS org_name, i.email, i.role, i.public_role, i.invited_by,
  i.created_at, i.expires_at, i.accepted_at, i.revoked_at FROM invitations i JOIN organizations o ON o.id = i.organization_id`;

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));
const toRecord = (r: InvitationRow): InvitationRecord => ({
  id: r.id,
  organizationId: r.organization_id,
  organizationName: r.org_name,
  email: r.email,
  role: r.role,
  publicRole: r.public_role,
  invitedBy: r.invited_by,
  createdAt: new Date(r.created_at),
  expiresAt: new Date(r.expires_at),
  acceptedAt: date(r.accepted_at),
  revokedAt: date(r.revoked_at),
});

export interface NewInvitation {
  organizationId: string;
  email: string;
  role: 'org:admin' | 'org:member';
  publicRole: string | null;
  tokenHash: string;
  invitedBy: string;
  expiresAt: Date;
}

export async function insertInvitation(db: Queryable, inv: NewInvitation): Promise<InvitationRecord> {
  const id = `inv_${randomUUID().replace(/-/g, '')}`;
  await db.query(
    'INSERT INTO invitations (id, organization_id, email, role, public_role, token_hash, invited_by, expires_at) VALUES ($1, $2, lower($3), $4, $5, $6, $7, $8)',
    [id, inv.organizationId, inv.email, inv.role, inv.publicRole, inv.tokenHash, inv.invitedBy, inv.expiresAt],
  );
  const created = await findInvitation(db, id);
  if (!created) throw new Error('invitations insert returned no row');
  return created;
}

export async function findInvitation(db: Queryable, id: string): Promise<InvitationRecord | null> {
  const { rows } = await db.query<InvitationRow>(`${SELECT} WHERE i.id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findInvitationByTokenHash(db: Queryable, tokenHash: string): Promise<InvitationRecord | null> {
  const { rows } = await db.query<InvitationRow>(`${SELECT} WHERE i.token_hash = $1`, [tokenHash]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Open invitations (not accepted, not revoked, not expired), newest first. */
export async function listPendingInvitations(db: Queryable, organizationId: string, now: Date): Promise<InvitationRecord[]> {
  const { rows } = await db.query<InvitationRow>(
    `${SELECT} WHERE i.organization_id = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > $2 ORDER BY i.created_at DESC`,
    [organizationId, now],
  );
  return rows.map(toRecord);
}

/** Revokes an open invitation of the organisation; false when there is none to revoke. */
export async function revokeInvitation(db: Queryable, organizationId: string, id: string): Promise<boolean> {
  const { rows } = await db.query('UPDATE invitations SET revoked_at = now() WHERE id = $1 AND organization_id = $2 AND revoked_at IS NULL AND accepted_at IS NULL RETURNING id', [
    id,
    organizationId,
  ]);
  return rows.length === 1;
}

/** A resend issues a new link (only hashes are stored, so the old link cannot be re-sent) and a new expiry. */
export async function renewInvitationToken(db: Queryable, id: string, tokenHash: string, expiresAt: Date): Promise<boolean> {
  const { rows } = await db.query('UPDATE invitations SET token_hash = $2, expires_at = $3 WHERE id = $1 AND revoked_at IS NULL AND accepted_at IS NULL RETURNING id', [
    id,
    tokenHash,
    expiresAt,
  ]);
  return rows.length === 1;
}

/** Marks an invitation used in one statement, so two concurrent accepts cannot both succeed. */
export async function markInvitationAccepted(db: Queryable, id: string, now: Date): Promise<boolean> {
  const { rows } = await db.query('UPDATE invitations SET accepted_at = $2 WHERE id = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $2 RETURNING id', [id, now]);
  return rows.length === 1;
}
