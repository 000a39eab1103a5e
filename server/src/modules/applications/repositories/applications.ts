import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

/** An application as live progress needs it (who may watch it); uploads add the rest. */
export interface ApplicationRecord {
  id: string;
  ownerUserId: string;
  organizationId: string | null;
  title: string;
  status: ApplicationStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** @table applications */
interface ApplicationRow {
  id: string;
  owner_user_id: string;
  organization_id: string | null;
  title: string;
  status: ApplicationStatus;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, owner_user_id, organization_id, title, status, created_at, updated_at';

const toRecord = (r: ApplicationRow): ApplicationRecord => ({
  id: r.id,
  ownerUserId: r.owner_user_id,
  organizationId: r.organization_id,
  title: r.title,
  status: r.status,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

export const newApplicationId = (): string => `app_${randomUUID().replace(/-/g, '')}`;

export interface NewApplication {
  id?: string;
  ownerUserId: string;
  organizationId: string | null;
  title: string;
}

export async function insertApplication(db: Queryable, a: NewApplication): Promise<ApplicationRecord> {
  const { rows } = await db.query<ApplicationRow>(`INSERT INTO applications (id, owner_user_id, organization_id, title) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, [
    a.id ?? newApplicationId(),
    a.ownerUserId,
    a.organizationId,
    a.title,
  ]);
  if (!rows[0]) throw new Error('applications insert returned no row');
  return toRecord(rows[0]);
}

export async function findApplication(db: Queryable, id: string): Promise<ApplicationRecord | null> {
  const { rows } = await db.query<ApplicationRow>(`SELECT ${COLUMNS} FROM applications WHERE id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The applications of an organisation that someone other than `exceptOwnerUserId` owns. */
export async function listOrganizationApplicationIds(db: Queryable, organizationId: string, exceptOwnerUserId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM applications WHERE organization_id = $1 AND owner_user_id <> $2', [organizationId, exceptOwnerUserId]);
  return rows.map((r) => r.id);
}

export async function setApplicationStatus(db: Queryable, id: string, status: ApplicationStatus): Promise<void> {
  await db.query(`UPDATE applications SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
}

export async function setApplicationTitle(db: Queryable, id: string, title: string): Promise<void> {
  await db.query(`UPDATE applications SET title = $2, updated_at = now() WHERE id = $1`, [id, title]);
}

/** Deletes the application and, by cascade, its files' rows, progress, results and jobs. */
export async function deleteApplication(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query(`DELETE FROM applications WHERE id = $1 RETURNING id`, [id]);
  return rows.length > 0;
}

/** @table applications */
export interface OwnedApplicationRow {
  id: string;
  title: string;
  status: string;
  created_at: Date | string;
}

/** Every application a user owns, oldest first (the account's data export). */
export function listOwnedApplications(db: Queryable, userId: string) {
  return db.query<OwnedApplicationRow>('SELECT id, title, status, created_at FROM applications WHERE owner_user_id = $1 ORDER BY created_at', [userId]);
}

/** Locks the application's row until the transaction ends, so changes to it run one at a time. */
export async function lockApplication(tx: Queryable, id: string): Promise<void> {
  await tx.query(`SELECT id FROM applications WHERE id = $1 FOR UPDATE`, [id]);
}

/** Marks these applications failed where they are still queued or running. */
export async function failUnfinishedApplications(db: Queryable, ids: readonly string[]): Promise<void> {
  await db.query(`UPDATE applications SET status = 'failed' WHERE id = ANY($1::text[]) AND status IN ('queued', 'running')`, [ids]);
}
