import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import type { LicenceRecord } from '../../licensing/resolve-license';

interface LicenceRow {
  id: string;
  type: string;
  owner_user_id: string | null;
  owner_organization_id: string | null;
  seats: number;
  starts_at: Date | string;
  ends_at: Date | string | null;
}

const toRecord = (r: LicenceRow): LicenceRecord => ({
  id: r.id,
  type: r.type,
  ownerUserId: r.owner_user_id,
  ownerOrganizationId: r.owner_organization_id,
  seats: r.seats,
  startsAt: new Date(r.starts_at),
  endsAt: r.ends_at === null ? null : new Date(r.ends_at),
});

const COLUMNS = 'id, type, owner_user_id, owner_organization_id, seats, starts_at, ends_at';

/** Every licence the user or one of their organisations owns, current or not (the resolver filters). */
export async function listLicencesOfUserAndOrgs(db: Queryable, userId: string, organizationIds: readonly string[]): Promise<LicenceRecord[]> {
  const { rows } = await db.query<LicenceRow>(`SELECT ${COLUMNS} FROM licenses WHERE owner_user_id = $1 OR owner_organization_id = ANY($2::text[])`, [userId, [...organizationIds]]);
  return rows.map(toRecord);
}

export type LicenceOwner = { userId: string; organizationId?: never } | { organizationId: string; userId?: never };

export interface NewLicence {
  type: string;
  owner: LicenceOwner;
  planId?: string | null;
  seats?: number;
  startsAt: Date;
  endsAt: Date | null;
}

export async function insertLicence(db: Queryable, l: NewLicence): Promise<LicenceRecord> {
  const { rows } = await db.query<LicenceRow>(
    `INSERT INTO licenses (id, type, plan_id, owner_user_id, owner_organization_id, seats, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [`lic_${randomUUID().replace(/-/g, '')}`, l.type, l.planId ?? null, l.owner.userId ?? null, l.owner.organizationId ?? null, l.seats ?? 1, l.startsAt, l.endsAt],
  );
  if (!rows[0]) throw new Error('licenses insert returned no row');
  return toRecord(rows[0]);
}

/** Changes a subscription's licence: its type (a plan change), seats and end. */
export async function updateLicence(db: Queryable, id: string, change: { type?: string; planId?: string; seats?: number; endsAt?: Date | null }): Promise<void> {
  await db.query(
    `UPDATE licenses SET type = COALESCE($2, type), plan_id = COALESCE($3, plan_id), seats = COALESCE($4, seats),
       ends_at = CASE WHEN $5::boolean THEN $6::timestamptz ELSE ends_at END WHERE id = $1`,
    [id, change.type ?? null, change.planId ?? null, change.seats ?? null, change.endsAt !== undefined, change.endsAt ?? null],
  );
}
