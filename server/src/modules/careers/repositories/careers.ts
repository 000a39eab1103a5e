import { randomUUID } from 'node:crypto';
import type { CandidateStatus, CareerApplication, JobOpening, OpeningInput } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

/** @table job_openings */
interface OpeningRow {
  id: string;
  title: string;
  team: string;
  location: string;
  remote: boolean;
  description: string;
  open: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const toOpening = (r: OpeningRow): JobOpening => ({
  id: r.id,
  title: r.title,
  team: r.team,
  location: r.location,
  remote: r.remote,
  description: r.description,
  open: r.open,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

export async function listOpenings(db: Queryable, onlyOpen: boolean): Promise<JobOpening[]> {
  const { rows } = await db.query<OpeningRow>('SELECT * FROM job_openings WHERE ($1::boolean IS FALSE OR open) ORDER BY open DESC, team, title', [onlyOpen]);
  return rows.map(toOpening);
}

export async function findOpening(db: Queryable, id: string): Promise<JobOpening | null> {
  const { rows } = await db.query<OpeningRow>('SELECT * FROM job_openings WHERE id = $1', [id]);
  return rows[0] ? toOpening(rows[0]) : null;
}

export async function insertOpening(db: Queryable, o: OpeningInput): Promise<string> {
  const id = `job_${randomUUID().replace(/-/g, '')}`;
  await db.query('INSERT INTO job_openings (id, title, team, location, remote, description, open) VALUES ($1, $2, $3, $4, $5, $6, $7)', [id, o.title, o.team, o.location, o.remote, o.description, o.open]);
  return id;
}

export async function updateOpening(db: Queryable, id: string, o: OpeningInput): Promise<void> {
  await db.query('UPDATE job_openings SET title = $2, team = $3, location = $4, remote = $5, description = $6, open = $7, updated_at = now() WHERE id = $1', [
    id,
    o.title,
    o.team,
    o.location,
    o.remote,
    o.description,
    o.open,
  ]);
}

/** @table form_submissions @computed status notes cv_name cv_media_type cv_size */
interface ApplicationRow {
  id: string;
  payload: { name?: string; email?: string; role?: string; links?: string[]; coverNote?: string };
  created_at: Date | string;
  status: CandidateStatus | null;
  notes: string | null;
  cv_name: string | null;
  cv_media_type: string | null;
  cv_size: number | null;
}

const toApplication = (r: ApplicationRow): CareerApplication => ({
  id: String(r.id),
  name: r.payload.name ?? '',
  email: r.payload.email ?? '',
  role: r.payload.role ?? '',
  links: r.payload.links ?? [],
  coverNote: r.payload.coverNote ?? '',
  status: r.status ?? 'new',
  notes: r.notes ?? '',
  receivedAt: new Date(r.created_at).toISOString(),
  cv: r.cv_name !== null ? { name: r.cv_name, mediaType: r.cv_media_type ?? 'application/octet-stream', size: Number(r.cv_size ?? 0) } : null,
});

const APPLICATION_SELECT = `SELECT f.id::text AS id, f.payload, f.created_at, r.status, r.notes, c.name AS cv_name, c.media_type AS cv_media_type, c.size AS cv_size
  FROM form_submissions f LEFT JOIN career_application_reviews r ON r.submission_id = f.id LEFT JOIN career_application_cvs c ON c.submission_id = f.id
  WHERE f.kind = 'careers'`;

export async function listApplications(db: Queryable): Promise<CareerApplication[]> {
  const { rows } = await db.query<ApplicationRow>(`${APPLICATION_SELECT} ORDER BY f.created_at DESC LIMIT 500`);
  return rows.map(toApplication);
}

export async function findApplication(db: Queryable, id: string): Promise<CareerApplication | null> {
  if (!/^\d+$/.test(id)) return null;
  const { rows } = await db.query<ApplicationRow>(`${APPLICATION_SELECT} AND f.id = $1::bigint`, [id]);
  return rows[0] ? toApplication(rows[0]) : null;
}

export async function saveReview(db: Queryable, id: string, status: CandidateStatus, notes: string, by: string): Promise<void> {
  await db.query(
    `INSERT INTO career_application_reviews (submission_id, status, notes, updated_by) VALUES ($1::bigint, $2, $3, $4)
     ON CONFLICT (submission_id) DO UPDATE SET status = EXCLUDED.status, notes = EXCLUDED.notes, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [id, status, notes, by],
  );
}

export interface StoredCv {
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  storageKey: string;
}

export async function insertCareerCv(db: Queryable, submissionId: string, cv: StoredCv): Promise<void> {
  await db.query('INSERT INTO career_application_cvs (submission_id, name, media_type, size, sha256, storage_key) VALUES ($1::bigint, $2, $3, $4, $5, $6)', [
    submissionId,
    cv.name,
    cv.mediaType,
    cv.size,
    cv.sha256,
    cv.storageKey,
  ]);
}

/** The CV of an application, null when it has none (or the id is not an application's). */
export async function findCareerCv(db: Queryable, submissionId: string): Promise<StoredCv | null> {
  if (!/^\d+$/.test(submissionId)) return null;
  const { rows } = await db.query<{ name: string; media_type: string; size: number; sha256: string; storage_key: string }>(
    `SELECT c.name, c.media_type, c.size, c.sha256, c.storage_key FROM career_application_cvs c JOIN form_submissions f ON f.id = c.submission_id
     WHERE c.submission_id = $1::bigint AND f.kind = 'careers'`,
    [submissionId],
  );
  const r = rows[0];
  return r ? { name: r.name, mediaType: r.media_type, size: Number(r.size), sha256: r.sha256, storageKey: r.storage_key } : null;
}
