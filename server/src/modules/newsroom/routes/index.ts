import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminArticleListSchema,
  IdParamsSchema,
  AdminArticleSchema,
  NewsroomArticleSchema,
  NewsroomListSchema,
  ArticleContentSchema,
  ArticleCoverSchema,
  CreateArticleSchema,
  COVER_TYPES,
  PublishArticleSchema,
  type AdminArticle,
  type NewsroomArticle,
  type NewsroomList,
} from '@iprism/shared/contracts';
import { requirePrincipal, trustedOrigin } from '../../auth';
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
} from '../repositories/newsroom';
import { articleState, checkCover } from '../../../domain/newsroom/article-rules';
import { newsroomRss } from '../../../domain/newsroom/rss';
import { appError } from '../../../platform/lib/errors';
import { PUBLIC, STAFF } from '../../../platform/http/access/route-access';

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
export const newsroomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/newsroom', { config: { access: PUBLIC }, schema: { response: { 200: NewsroomListSchema } } }, async (): Promise<NewsroomList> => ({ articles: await listNewsroomArticles(app.db, new Date()) }));

  app.get('/api/newsroom/:id', { config: { access: PUBLIC }, schema: { params: IdParamsSchema, response: { 200: NewsroomArticleSchema } } }, async (req): Promise<NewsroomArticle> => {
    const { id } = req.params;
    const article = await findNewsroomArticle(app.db, id, new Date());
    if (!article) throw appError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return article;
  });

  app.get('/api/newsroom/:id/cover', { config: { access: PUBLIC }, schema: { summary: 'The cover image of a published article', produces: [...COVER_TYPES], params: IdParamsSchema } }, async (req, reply) => {
    const { id } = req.params;
    const cover = await findPublicCover(app.db, id, new Date());
    if (!cover) throw appError('NOT_FOUND', 'This article has no cover image.');
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
    if (!found) throw appError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return found;
  };

  app.get('/api/admin/newsroom', { config: { access: STAFF }, schema: { response: { 200: AdminArticleListSchema } } }, async (_req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const now = new Date();
    return { articles: (await listAllArticles(app.db)).map((a) => toAdminArticle(a, now)) };
  });

  app.post('/api/admin/newsroom', { config: { access: STAFF }, schema: { body: CreateArticleSchema, response: { 201: AdminArticleSchema } } }, async (req, reply): Promise<AdminArticle> => {
    const principal = requirePrincipal(req);
    const body = req.body;
    if (await findArticle(app.db, body.id)) throw appError('CONFLICT', `An article already uses the address /newsroom/${body.id}.`);
    await insertDraftArticle(app.db, body.id, body);
    req.log.info({ articleId: body.id, by: principal.userId }, 'newsroom draft created');
    void reply.code(201);
    return toAdminArticle(await article(body.id), new Date());
  });

  app.put('/api/admin/newsroom/:id', { config: { access: STAFF }, schema: { params: IdParamsSchema, body: ArticleContentSchema, response: { 200: AdminArticleSchema } } }, async (req): Promise<AdminArticle> => {
    const { id } = req.params;
    const body = req.body;
    await article(id);
    await updateArticleContent(app.db, id, body);
    return toAdminArticle(await article(id), new Date());
  });

  app.post('/api/admin/newsroom/:id/publish', { config: { access: STAFF }, schema: { params: IdParamsSchema, body: PublishArticleSchema, response: { 200: AdminArticleSchema } } }, async (req): Promise<AdminArticle> => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    const { publishAt } = req.body;
    await article(id);
    const now = new Date();
    const at = publishAt && Date.parse(publishAt) > now.getTime() ? new Date(publishAt) : now;
    await setArticleStatus(app.db, id, 'published', at);
    req.log.info({ articleId: id, by: principal.userId, at: at.toISOString() }, 'newsroom article published');
    return toAdminArticle(await article(id), now);
  });

  app.post('/api/admin/newsroom/:id/unpublish', { config: { access: STAFF }, schema: { params: IdParamsSchema, response: { 200: AdminArticleSchema } } }, async (req): Promise<AdminArticle> => {
    const { id } = req.params;
    const found = await article(id);
    if (found.status !== 'published') throw appError('CONFLICT', 'Only a published or scheduled article can be unpublished.');
    await setArticleStatus(app.db, id, 'unpublished', found.publishedAt);
    return toAdminArticle(await article(id), new Date());
  });

  app.put('/api/admin/newsroom/:id/cover', { config: { access: STAFF }, bodyLimit: 6 * 1024 * 1024, schema: { params: IdParamsSchema, body: ArticleCoverSchema, response: { 200: AdminArticleSchema } } }, async (req): Promise<AdminArticle> => {
    const { id } = req.params;
    const { dataUrl } = req.body;
    await article(id);
    const cover = checkCover(dataUrl);
    if (!cover.ok) throw appError('VALIDATION_FAILED', cover.message, [{ path: 'dataUrl', message: cover.message }]);
    await setArticleCover(app.db, id, { bytes: cover.bytes, type: cover.type });
    return toAdminArticle(await article(id), new Date());
  });

  app.delete('/api/admin/newsroom/:id/cover', { config: { access: STAFF }, schema: { params: IdParamsSchema, response: { 200: AdminArticleSchema } } }, async (req): Promise<AdminArticle> => {
    const { id } = req.params;
    await article(id);
    await setArticleCover(app.db, id, null);
    return toAdminArticle(await article(id), new Date());
  });

  app.get('/api/admin/newsroom/:id/cover', { config: { access: STAFF }, schema: { summary: 'The cover image of an article, published or not', produces: [...COVER_TYPES], params: IdParamsSchema } }, async (req, reply) => {
    const { id } = req.params;
    const cover = await findCover(app.db, id);
    if (!cover) throw appError('NOT_FOUND', 'This article has no cover image.');
    return reply.header('Content-Type', cover.type).header('Cache-Control', 'private, no-store').header('X-Content-Type-Options', 'nosniff').send(cover.bytes);
  });
};

