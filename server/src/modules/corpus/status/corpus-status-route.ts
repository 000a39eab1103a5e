import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CorpusStatusSchema, type CorpusStatus } from '@iprism/shared/contracts';
import { STAFF } from '../../../platform/http/access/route-access';
import { readCorpusCounts } from '../repositories/corpus-status';

/** GET /api/admin/corpus (staff only, like every /api/admin route): corpus size, vectors and import history. */
export const corpusStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { summary: 'Corpus size, vectors and import history', response: { 200: CorpusStatusSchema } };
  app.get('/api/admin/corpus', { config: { access: STAFF }, schema }, async (): Promise<CorpusStatus> => {
    const [counts, vectors] = await Promise.all([readCorpusCounts(app.db), app.vectorSearch.vectorStatus()]);
    return { ...counts, vectors };
  });
};
