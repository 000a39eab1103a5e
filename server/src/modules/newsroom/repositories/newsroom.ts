import type { NewsroomArticle, NewsroomArticleSummary } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';
import type { StoredArticleStatus } from '../../../domain/newsroom/article-rules';

/** @table newsroom_articles @computed has_cover */
interface ArticleRow {
  id: string;
  title: string;
  summary: string;
  body: string;
  published_at: Date | string | null;
  tags: string[];
  has_cover: boolean;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const SELECT = 'SELECT id, title, summary, body, published_at, tags, cover_image IS NOT NULL AS has_cover FROM newsroom_articles';
/** Public: published and its date has come (a published article dated ahead is scheduled). */
const PUBLIC_WHERE = "status = 'published' AND published_at <= $1";

export const coverPath = (id: string) => `/api/newsroom/${id}/cover`;

function toSummary(row: ArticleRow): NewsroomArticleSummary {
  return { id: row.id, title: row.title, summary: row.summary, publishedAt: iso(row.published_at!), tags: row.tags, coverImage: row.has_cover ? coverPath(row.id) : null };
}

/** Published articles, newest first. */
export async function listNewsroomArticles(db: Queryable, now: Date): Promise<NewsroomArticleSummary[]> {
  const { rows } = await db.query<ArticleRow>(`${SELECT} WHERE ${PUBLIC_WHERE} ORDER BY published_at DESC, id`, [now.toISOString()]);
  return rows.map(toSummary);
}

export async function findNewsroomArticle(db: Queryable, id: string, now: Date): Promise<NewsroomArticle | null> {
  const { rows } = await db.query<ArticleRow>(`${SELECT} WHERE id = $2 AND ${PUBLIC_WHERE}`, [now.toISOString(), id]);
  const row = rows[0];
  return row ? { ...toSummary(row), body: row.body } : null;
}

/** The cover of a public article. */
export async function findPublicCover(db: Queryable, id: string, now: Date): Promise<{ bytes: Buffer; type: string } | null> {
  const { rows } = await db.query<{ cover_image: Buffer | Uint8Array | null; cover_type: string | null }>(
    `SELECT cover_image, cover_type FROM newsroom_articles WHERE id = $2 AND ${PUBLIC_WHERE}`,
    [now.toISOString(), id],
  );
  const r = rows[0];
  return r?.cover_image && r.cover_type ? { bytes: Buffer.from(r.cover_image), type: r.cover_type } : null;
}

// Staff: every article whatever its state.

export interface ArticleRecord {
  id: string;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  status: StoredArticleStatus;
  publishedAt: Date | null;
  hasCover: boolean;
  updatedAt: Date;
}

/** @table newsroom_articles */
interface AdminRow extends ArticleRow {
  status: StoredArticleStatus;
  updated_at: Date | string;
}

const ADMIN_SELECT = 'SELECT id, title, summary, body, published_at, tags, cover_image IS NOT NULL AS has_cover, status, updated_at FROM newsroom_articles';
const toRecord = (r: AdminRow): ArticleRecord => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  body: r.body,
  tags: r.tags,
  status: r.status,
  publishedAt: r.published_at ? new Date(r.published_at) : null,
  hasCover: r.has_cover,
  updatedAt: new Date(r.updated_at),
});

export async function listAllArticles(db: Queryable): Promise<ArticleRecord[]> {
  const { rows } = await db.query<AdminRow>(`${ADMIN_SELECT} ORDER BY (status = 'draft') DESC, published_at DESC NULLS FIRST, updated_at DESC`);
  return rows.map(toRecord);
}

export async function findArticle(db: Queryable, id: string): Promise<ArticleRecord | null> {
  const { rows } = await db.query<AdminRow>(`${ADMIN_SELECT} WHERE id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export interface ArticleContentInput {
  title: string;
  summary: string;
  body: string;
  tags: string[];
}

export async function insertDraftArticle(db: Queryable, id: string, c: ArticleContentInput): Promise<void> {
  await db.query("INSERT INTO newsroom_articles (id, title, summary, body, tags, status, published_at) VALUES ($1, $2, $3, $4, $5, 'draft', NULL)", [id, c.title, c.summary, c.body, c.tags]);
}

export async function updateArticleContent(db: Queryable, id: string, c: ArticleContentInput): Promise<void> {
  await db.query('UPDATE newsroom_articles SET title = $2, summary = $3, body = $4, tags = $5, updated_at = now() WHERE id = $1', [id, c.title, c.summary, c.body, c.tags]);
}

export async function setArticleStatus(db: Queryable, id: string, status: StoredArticleStatus, publishedAt: Date | null): Promise<void> {
  await db.query('UPDATE newsroom_articles SET status = $2, published_at = $3, updated_at = now() WHERE id = $1', [id, status, publishedAt?.toISOString() ?? null]);
}

export async function setArticleCover(db: Queryable, id: string, cover: { bytes: Buffer; type: string } | null): Promise<void> {
  await db.query('UPDATE newsroom_articles SET cover_image = $2, cover_type = $3, updated_at = now() WHERE id = $1', [id, cover?.bytes ?? null, cover?.type ?? null]);
}

/** The cover whatever the state (staff preview). */
export async function findCover(db: Queryable, id: string): Promise<{ bytes: Buffer; type: string } | null> {
  const { rows } = await db.query<{ cover_image: Buffer | Uint8Array | null; cover_type: string | null }>('SELECT cover_image, cover_type FROM newsroom_articles WHERE id = $1', [id]);
  const r = rows[0];
  return r?.cover_image && r.cover_type ? { bytes: Buffer.from(r.cover_image), type: r.cover_type } : null;
}
