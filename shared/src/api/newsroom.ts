import { NewsroomArticleSchema, NewsroomListSchema, type NewsroomArticle, type NewsroomArticleSummary } from '../contracts/forms';
import { apiFetch } from './api-fetch';

/** The public newsroom (no session). */

export async function listNewsroom(signal?: AbortSignal): Promise<NewsroomArticleSummary[]> {
  return (await apiFetch('/api/newsroom', { auth: 'none', schema: NewsroomListSchema, notify: false, signal })).articles;
}

export function getNewsroomArticle(id: string, signal?: AbortSignal): Promise<NewsroomArticle> {
  return apiFetch(`/api/newsroom/${encodeURIComponent(id)}`, { auth: 'none', schema: NewsroomArticleSchema, notify: false, signal });
}
