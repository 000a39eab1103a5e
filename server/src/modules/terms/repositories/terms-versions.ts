import { randomUUID } from 'node:crypto';
import type { TermsKind } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

export interface TermsVersionRecord {
  id: string;
  kind: TermsKind;
  version: string;
  body: string;
  changeSummary: string;
  effectiveAt: Date;
  createdAt: Date;
  acceptances: number;
}

/** @table terms_versions @computed acceptances */
interface Row {
  id: string;
  kind: TermsKind;
  version: string;
  body: string;
  change_summary: string;
  effective_at: Date | string;
  created_at: Date | string;
  acceptances: number | string;
}

const toRecord = (r: Row): TermsVersionRecord => ({
  id: r.id,
  kind: r.kind,
  version: r.version,
  body: r.body,
  changeSummary: r.change_summary,
  effectiveAt: new Date(r.effective_at),
  createdAt: new Date(r.created_at),
  acceptances: Number(r.acceptances),
});

/** Every version (of one kind, or all), newest effective date first, with how many users accepted it. */
export async function listTermsVersions(db: Queryable, kind?: TermsKind): Promise<TermsVersionRecord[]> {
  const { rows } = await db.query<Row>(
    `SELECT v.id, v.kind, v.version, v.body, v.change_summary, v.effective_at, v.created_at,
            (SELECT count(*) FROM terms_acceptances a WHERE a.version_id = v.id) AS acceptances
     FROM terms_versions v WHERE ($1::text IS NULL OR v.kind = $1) ORDER BY v.effective_at DESC, v.created_at DESC`,
    [kind ?? null],
  );
  return rows.map(toRecord);
}

export async function versionExists(db: Queryable, kind: TermsKind, version: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM terms_versions WHERE kind = $1 AND version = $2', [kind, version]);
  return rows.length > 0;
}

export interface NewTermsVersion {
  kind: TermsKind;
  version: string;
  body: string;
  changeSummary: string;
  effectiveAt: Date;
  createdBy: string;
}

export async function insertTermsVersion(db: Queryable, v: NewTermsVersion): Promise<TermsVersionRecord> {
  const id = `trm_${randomUUID().replace(/-/g, '')}`;
  const { rows } = await db.query<Row>(
    `INSERT INTO terms_versions (id, kind, version, body, change_summary, effective_at, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING id, kind, version, body, change_summary, effective_at, created_at, 0 AS acceptances`,
    [id, v.kind, v.version, v.body, v.changeSummary, v.effectiveAt.toISOString(), v.createdBy],
  );
  return toRecord(rows[0]!);
}

export async function acceptedVersionIds(db: Queryable, userId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ version_id: string }>('SELECT version_id FROM terms_acceptances WHERE user_id = $1', [userId]);
  return new Set(rows.map((r) => r.version_id));
}

export async function recordAcceptance(db: Queryable, userId: string, versionId: string): Promise<void> {
  await db.query('INSERT INTO terms_acceptances (user_id, version_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, versionId]);
}

/** When the user's account was created here; null for a user known only to an external identity provider. */
export async function userCreatedAt(db: Queryable, userId: string): Promise<Date | null> {
  const { rows } = await db.query<{ created_at: Date | string }>('SELECT created_at FROM users WHERE id = $1', [userId]);
  return rows[0] ? new Date(rows[0].created_at) : null;
}
