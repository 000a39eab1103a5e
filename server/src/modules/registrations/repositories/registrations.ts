import { randomUUID } from 'node:crypto';
import type { Registration, VerifyPractitionerResponse } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

/** @table registrations */
interface Row {
  id: string;
  user_id: string;
  email: string;
  applicant_name: string;
  organization_name: string;
  license_type: string;
  seats: number;
  registration_number: string;
  last_name: string;
  verification: VerifyPractitionerResponse | string;
  status: Registration['status'];
  reject_reason: string | null;
  organization_id: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

const COLUMNS = 'id, user_id, email, applicant_name, organization_name, license_type, seats, registration_number, last_name, verification, status, reject_reason, organization_id, created_at, decided_at';

const toRegistration = (r: Row): Registration => ({
  id: r.id,
  userId: r.user_id,
  email: r.email,
  applicantName: r.applicant_name,
  organizationName: r.organization_name,
  licenseType: r.license_type,
  seats: r.seats,
  registrationNumber: r.registration_number,
  lastName: r.last_name,
  verification: typeof r.verification === 'string' ? (JSON.parse(r.verification) as VerifyPractitionerResponse) : r.verification,
  status: r.status,
  rejectReason: r.reject_reason,
  organizationId: r.organization_id,
  createdAt: new Date(r.created_at).toISOString(),
  decidedAt: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
});

export interface NewRegistration {
  userId: string;
  email: string;
  applicantName: string;
  organizationName: string;
  licenseType: string;
  seats: number;
  registrationNumber: string;
  lastName: string;
  verification: VerifyPractitionerResponse;
}

export async function insertRegistration(db: Queryable, r: NewRegistration): Promise<Registration> {
  const { rows } = await db.query<Row>(
    `INSERT INTO registrations (id, user_id, email, applicant_name, organization_name, license_type, seats, registration_number, last_name, verification)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb) RETURNING ${COLUMNS}`,
    [`reg_${randomUUID().replace(/-/g, '')}`, r.userId, r.email, r.applicantName, r.organizationName, r.licenseType, r.seats, r.registrationNumber, r.lastName, JSON.stringify(r.verification)],
  );
  return toRegistration(rows[0]!);
}

/** Pending first (oldest first: a queue), then the decided ones, newest decision first. */
export async function listRegistrations(db: Queryable, status: Registration['status'] | null, limit = 200): Promise<Registration[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM registrations WHERE $1::text IS NULL OR status = $1
     ORDER BY (status = 'pending') DESC, CASE WHEN status = 'pending' THEN created_at END ASC, decided_at DESC NULLS LAST LIMIT $2`,
    [status, limit],
  );
  return rows.map(toRegistration);
}

export async function findRegistration(db: Queryable, id: string): Promise<Registration | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM registrations WHERE id = $1`, [id]);
  return rows[0] ? toRegistration(rows[0]) : null;
}

export async function findPendingRegistrationOfUser(db: Queryable, userId: string): Promise<Registration | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM registrations WHERE user_id = $1 AND status = 'pending' ORDER BY created_at DESC LIMIT 1`, [userId]);
  return rows[0] ? toRegistration(rows[0]) : null;
}

/** Decides a pending registration; false when someone decided it first. */
export async function decideRegistration(db: Queryable, id: string, d: { status: 'approved' | 'rejected'; by: string; reason?: string; organizationId?: string }): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE registrations SET status = $2, decided_by = $3, decided_at = now(), reject_reason = $4, organization_id = $5 WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id, d.status, d.by, d.reason ?? null, d.organizationId ?? null],
  );
  return rows.length === 1;
}

export async function countPendingRegistrations(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>("SELECT count(*) AS n FROM registrations WHERE status = 'pending'");
  return Number(rows[0]?.n ?? 0);
}
