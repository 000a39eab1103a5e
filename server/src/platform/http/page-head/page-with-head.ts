import type { Queryable } from '../../db/db';
import { findNewsroomArticle } from '../../../modules/newsroom';
import { injectPageHead } from './inject-page-head';
import { newsroomArticleHead, newsroomArticleId } from './newsroom-article-head';

/**
 * The HTML of a page path with the head of what it shows, where that comes from the database: a published
 * newsroom article's title and Open Graph tags. Every other page is served as it was built.
 */
export async function pageWithHead(db: Queryable, html: string, path: string, origin: string, now: Date): Promise<string> {
  const id = newsroomArticleId(path);
  const article = id ? await findNewsroomArticle(db, id, now) : null;
  return article ? injectPageHead(html, newsroomArticleHead(article, origin)) : html;
}
