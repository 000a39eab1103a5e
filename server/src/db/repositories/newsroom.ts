import type { NewsroomArticle, NewsroomArticleSummary } from '@iprism/shared/contracts';
import type { Queryable } from '../db';

interface ArticleRow {
  id: string;
  title: string;
  summary: string;
  body: string;
  published_at: Date | string;
  tags: string[];
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toSummary(row: ArticleRow): NewsroomArticleSummary {
  return { id: row.id, title: row.title, summary: row.summary, publishedAt: iso(row.published_at), tags: row.tags };
}

/** Published articles, newest first (an article dated in the future is scheduled, not published). */
export async function listNewsroomArticles(db: Queryable, now: Date): Promise<NewsroomArticleSummary[]> {
  const { rows } = await db.query<ArticleRow>(
    'SELECT id, title, summary, body, published_at, tags FROM newsroom_articles WHERE published_at <= $1 ORDER BY published_at DESC, id',
    [now.toISOString()],
  );
  return rows.map(toSummary);
}

export async function findNewsroomArticle(db: Queryable, id: string, now: Date): Promise<NewsroomArticle | null> {
  const { rows } = await db.query<ArticleRow>(
    'SELECT id, title, summary, body, published_at, tags FROM newsroom_articles WHERE id = $1 AND published_at <= $2',
    [id, now.toISOString()],
  );
  const row = rows[0];
  return row ? { ...toSummary(row), body: row.body } : null;
}
