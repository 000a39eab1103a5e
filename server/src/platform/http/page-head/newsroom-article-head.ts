import { buildSeoTags, formatSeoTitle, siteSettingsFor } from '@iprism/shared/site';
import type { NewsroomArticle } from '@iprism/shared/contracts';
import type { PageHead } from './inject-page-head';

const ARTICLE_PATH = /^\/newsroom\/([^/]+)\/?$/;

/** The article id of a `/newsroom/{id}` page path, else null. */
export function newsroomArticleId(path: string): string | null {
  const match = ARTICLE_PATH.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The head of an article page: the same title and tags the article page sets in the browser, on the site's origin. */
export function newsroomArticleHead(article: NewsroomArticle, origin: string): PageHead {
  const settings = siteSettingsFor(origin);
  return {
    title: formatSeoTitle(article.title, settings),
    tags: buildSeoTags(
      { title: article.title, description: article.summary, path: `/newsroom/${encodeURIComponent(article.id)}`, type: 'article', ...(article.coverImage ? { image: article.coverImage } : {}) },
      settings,
    ),
  };
}
