import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { NewsroomArticle, NewsroomList } from '@iprism/shared/contracts';
import { findNewsroomArticle, listNewsroomArticles } from '../../../db/repositories/newsroom';
import { notFound } from '../../../lib/errors';
import { PUBLIC } from '../../access/route-access';

const ParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** The public newsroom: published articles only. */
export const newsroomRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/newsroom', { config: { access: PUBLIC } }, async (): Promise<NewsroomList> => ({ articles: await listNewsroomArticles(app.db, new Date()) }));

  app.get('/api/newsroom/:id', { config: { access: PUBLIC } }, async (req): Promise<NewsroomArticle> => {
    const { id } = ParamsSchema.parse(req.params);
    const article = await findNewsroomArticle(app.db, id, new Date());
    if (!article) throw notFound('No newsroom article has this address.');
    return article;
  });
};
