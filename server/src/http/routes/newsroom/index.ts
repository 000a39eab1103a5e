import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  ArticleContentSchema,
  ArticleCoverSchema,
  CreateArticleSchema,
  ERROR_CODES,
  PublishArticleSchema,
  type AdminArticle,
  type NewsroomArticle,
  type NewsroomList,
} from '@iprism/shared/contracts';
import { trustedOrigin } from '../../../auth/link-origin';
import { requirePrincipal } from '../../../auth/request-principal';
import {
  findArticle,
  findCover,
  findNewsroomArticle,
  findPublicCover,
  insertDraftArticle,
  listAllArticles,
  listNewsroomArticles,
  setArticleCover,
  setArticleStatus,
  updateArticleContent,
  type ArticleRecord,
} from '../../../db/repositories/newsroom';
import { articleState, checkCover } from '../../../domain/newsroom/article-rules';
import { newsroomRss } from '../../../domain/newsroom/rss';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { PUBLIC, STAFF } from '../../access/route-access';

const ParamsSchema = z.object({ id: z.string().min(1).max(200) });
const NOT_FOUND_MESSAGE = 'No newsroom article has this address.';

function toAdminArticle(a: ArticleRecord, now: Date): AdminArticle {
  return {
    id: a.id,
    title: a.title,
    summary: a.summary,
    body: a.body,
    tags: a.tags,
    state: articleState(a.status, a.publishedAt, now),
    publishedAt: a.publishedAt?.toISOString() ?? null,
    coverImage: a.hasCover ? `/api/admin/newsroom/${a.id}/cover?v=${a.updatedAt.getTime()}` : null,
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** The public newsroom (published articles only, an RSS 2.0 feed) and its publishing by staff. */
export const newsroomRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/newsroom', { config: { access: PUBLIC } }, async (): Promise<NewsroomList> => ({ articles: await listNewsroomArticles(app.db, new Date()) }));

  app.get('/api/newsroom/:id', { config: { access: PUBLIC } }, async (req): Promise<NewsroomArticle> => {
    const { id } = ParamsSchema.parse(req.params);
    const article = await findNewsroomArticle(app.db, id, new Date());
    if (!article) throw notFound(NOT_FOUND_MESSAGE);
    return article;
  });

  app.get('/api/newsroom/:id/cover', { config: { access: PUBLIC } }, async (req, reply) => {
    const { id } = ParamsSchema.parse(req.params);
    const cover = await findPublicCover(app.db, id, new Date());
    if (!cover) throw notFound('This article has no cover image.');
    return reply.header('Content-Type', cover.type).header('Cache-Control', 'public, max-age=300').header('X-Content-Type-Options', 'nosniff').send(cover.bytes);
  });

  app.get('/newsroom/rss.xml', { config: { access: PUBLIC } }, async (req, reply) => {
    const now = new Date();
    const items = (await listNewsroomArticles(app.db, now)).map((a) => ({ ...a, publishedAt: new Date(a.publishedAt) }));
    return reply.header('Content-Type', 'application/rss+xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(newsroomRss(trustedOrigin(app.config, req), items, now));
  });

  // Publishing (staff).

  const article = async (id: string) => {
    const found = await findArticle(app.db, id);
    if (!found) throw notFound(NOT_FOUND_MESSAGE);
    return found;
  };

  app.get('/api/admin/newsroom', { config: { access: STAFF } }, async (_req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const now = new Date();
    return { articles: (await listAllArticles(app.db)).map((a) => toAdminArticle(a, now)) };
  });

  app.post('/api/admin/newsroom', { config: { access: STAFF } }, async (req, reply): Promise<AdminArticle> => {
    const principal = requirePrincipal(req);
    const body = CreateArticleSchema.parse(req.body ?? {});
    if (await findArticle(app.db, body.id)) throw new AppError(409, ERROR_CODES.CONFLICT, `An article already uses the address /newsroom/${body.id}.`);
    await insertDraftArticle(app.db, body.id, body);
    req.log.info({ articleId: body.id, by: principal.userId }, 'newsroom draft created');
    void reply.code(201);
    return toAdminArticle(await article(body.id), new Date());
  });

  app.put('/api/admin/newsroom/:id', { config: { access: STAFF } }, async (req): Promise<AdminArticle> => {
    const { id } = ParamsSchema.parse(req.params);
    const body = ArticleContentSchema.parse(req.body ?? {});
    await article(id);
    await updateArticleContent(app.db, id, body);
    return toAdminArticle(await article(id), new Date());
  });

  app.post('/api/admin/newsroom/:id/publish', { config: { access: STAFF } }, async (req): Promise<AdminArticle> => {
    const principal = requirePrincipal(req);
    const { id } = ParamsSchema.parse(req.params);
    const { publishAt } = PublishArticleSchema.parse(req.body ?? {});
    await article(id);
    const now = new Date();
    const at = publishAt && Date.parse(publishAt) > now.getTime() ? new Date(publishAt) : now;
    await setArticleStatus(app.db, id, 'published', at);
    req.log.info({ articleId: id, by: principal.userId, at: at.toISOString() }, 'newsroom article published');
    return toAdminArticle(await article(id), now);
  });

  app.post('/api/admin/newsroom/:id/unpublish', { config: { access: STAFF } }, async (req): Promise<AdminArticle> => {
    const { id } = ParamsSchema.parse(req.params);
    const found = await article(id);
    if (found.status !== 'published') throw new AppError(409, ERROR_CODES.CONFLICT, 'Only a published or scheduled article can be unpublished.');
    await setArticleStatus(app.db, id, 'unpublished', found.publishedAt);
    return toAdminArticle(await article(id), new Date());
  });

  app.put('/api/admin/newsroom/:id/cover', { config: { access: STAFF }, bodyLimit: 6 * 1024 * 1024 }, async (req): Promise<AdminArticle> => {
    const { id } = ParamsSchema.parse(req.params);
    const { dataUrl } = ArticleCoverSchema.parse(req.body ?? {});
    await article(id);
    const cover = checkCover(dataUrl);
    if (!cover.ok) throw badRequest(cover.message, [{ path: 'dataUrl', message: cover.message }]);
    await setArticleCover(app.db, id, { bytes: cover.bytes, type: cover.type });
    return toAdminArticle(await article(id), new Date());
  });

  app.delete('/api/admin/newsroom/:id/cover', { config: { access: STAFF } }, async (req): Promise<AdminArticle> => {
    const { id } = ParamsSchema.parse(req.params);
    await article(id);
    await setArticleCover(app.db, id, null);
    return toAdminArticle(await article(id), new Date());
  });

  app.get('/api/admin/newsroom/:id/cover', { config: { access: STAFF } }, async (req, reply) => {
    const { id } = ParamsSchema.parse(req.params);
    const cover = await findCover(app.db, id);
    if (!cover) throw notFound('This article has no cover image.');
    return reply.header('Content-Type', cover.type).header('Cache-Control', 'private, no-store').header('X-Content-Type-Options', 'nosniff').send(cover.bytes);
  });
};

