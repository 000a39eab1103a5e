import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';
import type { LicenseRecord } from '../licensing/resolve-license';

/** @table licenses */
interface LicenseRow {
  id: string;
  type: string;
  owner_user_id: string | null;
  owner_organization_id: string | null;
  seats: number;
  starts_at: Date | string;
  ends_at: Date | string | null;
}

const toRecord = (r: LicenseRow): LicenseRecord => ({
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
export async function listLicensesOfUserAndOrgs(db: Queryable, userId: string, organizationIds: readonly string[]): Promise<LicenseRecord[]> {
  const { rows } = await db.query<LicenseRow>(`SELECT ${COLUMNS} FROM licenses WHERE owner_user_id = $1 OR owner_organization_id = ANY($2::text[])`, [userId, [...organizationIds]]);
  return rows.map(toRecord);
}

export type LicenseOwner = { userId: string; organizationId?: never } | { organizationId: string; userId?: never };

export interface NewLicense {
  type: string;
  owner: LicenseOwner;
  planId?: string | null;
  seats?: number;
  startsAt: Date;
  endsAt: Date | null;
}

export async function insertLicense(db: Queryable, l: NewLicense): Promise<LicenseRecord> {
  const { rows } = await db.query<LicenseRow>(
    `INSERT INTO licenses (id, type, plan_id, owner_user_id, owner_organization_id, seats, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [`lic_${randomUUID().replace(/-/g, '')}`, l.type, l.planId ?? null, l.owner.userId ?? null, l.owner.organizationId ?? null, l.seats ?? 1, l.startsAt, l.endsAt],
  );
  if (!rows[0]) throw new Error('licenses insert returned no row');
  return toRecord(rows[0]);
}

/** Changes a subscription's licence: its type (a plan change), seats and end. */
export async function updateLicense(db: Queryable, id: string, change: { type?: string; planId?: string; seats?: number; endsAt?: Date | null }): Promise<void> {
  await db.query(
    `UPDATE licenses SET type = COALESCE($2, type), plan_id = COALESCE($3, plan_id), seats = COALESCE($4, seats),
       ends_at = CASE WHEN $5::boolean THEN $6::timestamptz ELSE ends_at END WHERE id = $1`,
    [id, change.type ?? null, change.planId ?? null, change.seats ?? null, change.endsAt !== undefined, change.endsAt ?? null],
  );
}

/** Whether the user, or one of their organisations, holds a licence of one of `types` valid at `now`. */
export async function holdsValidLicense(db: Queryable, userId: string, types: readonly string[], now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM licenses l
     WHERE l.type = ANY($2) AND l.starts_at <= $3 AND (l.ends_at IS NULL OR l.ends_at > $3)
       AND (l.owner_user_id = $1 OR l.owner_organization_id IN (SELECT organization_id FROM memberships WHERE user_id = $1))
     LIMIT 1`,
    [userId, [...types], now.toISOString()],
  );
  return rows.length > 0;
}

/** Whether `owner` itself holds a licence of `type` current at `now` (organisations' licences do not count for a user). */
export async function ownsCurrentLicense(db: Queryable, owner: LicenseOwner, type: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM licenses WHERE type = $1 AND (owner_user_id = $2 OR owner_organization_id = $3) AND starts_at <= $4 AND (ends_at IS NULL OR ends_at > $4) LIMIT 1`,
    [type, owner.userId ?? null, owner.organizationId ?? null, now],
  );
  return rows.length > 0;
}
