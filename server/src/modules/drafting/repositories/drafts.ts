import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';

export type DraftSource = 'blank' | 'application' | 'archive';

export interface DraftRecord {
  id: string;
  ownerUserId: string;
  organizationId: string | null;
  shared: boolean;
  title: string;
  source: DraftSource;
  sourceApplicationId: string | null;
  claims: string;
  specification: string;
  resolvedMarks: string[];
  revision: number;
  updatedBy: string;
  versionCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface DraftVersionRecord {
  id: string;
  draftId: string;
  label: string;
  claims: string;
  specification: string;
  createdBy: string;
  createdAt: Date;
}

/** @table drafts @computed version_count */
interface DraftRow {
  id: string;
  owner_user_id: string;
  organization_id: string | null;
  shared: boolean;
  title: string;
  source: DraftSource;
  source_application_id: string | null;
  claims: string;
  specification: string;
  resolved_marks: string[] | string;
  revision: number;
  updated_by: string;
  version_count: number | string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** @table draft_versions */
interface VersionRow {
  id: string;
  draft_id: string;
  label: string;
  claims: string;
  specification: string;
  created_by: string;
  created_at: Date | string;
}

const SELECT_DRAFT = `SELECT d.*, (SELECT count(*) FROM draft_versions v WHERE v.draft_id = d.id) AS version_count FROM drafts d`;

const toDraft = (r: DraftRow): DraftRecord => ({
  id: r.id,
  ownerUserId: r.owner_user_id,
  organizationId: r.organization_id,
  shared: r.shared,
  title: r.title,
  source: r.source,
  sourceApplicationId: r.source_application_id,
  claims: r.claims,
  specification: r.specification,
  resolvedMarks: typeof r.resolved_marks === 'string' ? (JSON.parse(r.resolved_marks) as string[]) : r.resolved_marks,
  revision: r.revision,
  updatedBy: r.updated_by,
  versionCount: Number(r.version_count),
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

const toVersion = (r: VersionRow): DraftVersionRecord => ({
  id: r.id,
  draftId: r.draft_id,
  label: r.label,
  claims: r.claims,
  specification: r.specification,
  createdBy: r.created_by,
  createdAt: new Date(r.created_at),
});

export type NewDraft = Pick<DraftRecord, 'ownerUserId' | 'organizationId' | 'shared' | 'title' | 'source' | 'sourceApplicationId' | 'claims' | 'specification'>;

export async function insertDraft(db: Queryable, d: NewDraft): Promise<DraftRecord> {
  const id = `drf_${randomUUID().replace(/-/g, '')}`;
  await db.query(
    `INSERT INTO drafts (id, owner_user_id, organization_id, shared, title, source, source_application_id, claims, specification, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $2)`,
    [id, d.ownerUserId, d.organizationId, d.shared, d.title, d.source, d.sourceApplicationId, d.claims, d.specification],
  );
  return (await findDraft(db, id))!;
}

export async function findDraft(db: Queryable, id: string): Promise<DraftRecord | null> {
  const { rows } = await db.query<DraftRow>(`${SELECT_DRAFT} WHERE d.id = $1`, [id]);
  return rows[0] ? toDraft(rows[0]) : null;
}

/** The user's own drafts and the drafts shared with the organisations given, most recently edited first. */
export async function listVisibleDrafts(db: Queryable, userId: string, organizationIds: readonly string[], limit: number): Promise<DraftRecord[]> {
  const { rows } = await db.query<DraftRow>(
    `${SELECT_DRAFT} WHERE d.owner_user_id = $1 OR (d.shared AND d.organization_id = ANY($2::text[])) ORDER BY d.updated_at DESC, d.id LIMIT $3`,
    [userId, [...organizationIds], limit],
  );
  return rows.map(toDraft);
}

export interface DraftChanges {
  title?: string;
  claims?: string;
  specification?: string;
  shared?: boolean;
  resolvedMarks?: string[];
}

/**
 * Saves the working copy when it is still at `revision` (optimistic concurrency): null when another save
 * came first, so the caller can tell the user instead of overwriting a colleague's or another tab's work.
 */
export async function saveDraft(db: Queryable, id: string, revision: number, changes: DraftChanges, userId: string): Promise<DraftRecord | null> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE drafts SET
       title = COALESCE($3, title),
       claims = COALESCE($4, claims),
       specification = COALESCE($5, specification),
       shared = COALESCE($6, shared),
       resolved_marks = COALESCE($7::jsonb, resolved_marks),
       revision = revision + 1,
       updated_by = $8,
       updated_at = now()
     WHERE id = $1 AND revision = $2
     RETURNING id`,
    [id, revision, changes.title ?? null, changes.claims ?? null, changes.specification ?? null, changes.shared ?? null, changes.resolvedMarks ? JSON.stringify(changes.resolvedMarks) : null, userId],
  );
  return rows[0] ? findDraft(db, id) : null;
}

export async function deleteDraft(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('DELETE FROM drafts WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

export async function insertDraftVersion(db: Queryable, v: { draftId: string; label: string; claims: string; specification: string; createdBy: string }): Promise<DraftVersionRecord> {
  const id = `drv_${randomUUID().replace(/-/g, '')}`;
  const { rows } = await db.query<VersionRow>(
    `INSERT INTO draft_versions (id, draft_id, label, claims, specification, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [id, v.draftId, v.label, v.claims, v.specification, v.createdBy],
  );
  return toVersion(rows[0]!);
}

export async function listDraftVersions(db: Queryable, draftId: string): Promise<DraftVersionRecord[]> {
  const { rows } = await db.query<VersionRow>('SELECT * FROM draft_versions WHERE draft_id = $1 ORDER BY created_at, id', [draftId]);
  return rows.map(toVersion);
}

export async function findDraftVersion(db: Queryable, draftId: string, id: string): Promise<DraftVersionRecord | null> {
  const { rows } = await db.query<VersionRow>('SELECT * FROM draft_versions WHERE draft_id = $1 AND id = $2', [draftId, id]);
  return rows[0] ? toVersion(rows[0]) : null;
}
