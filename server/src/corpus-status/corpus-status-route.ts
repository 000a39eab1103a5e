import type { FastifyPluginAsync } from 'fastify';
import type { CorpusStatus } from '@iprism/shared/contracts';
import { STAFF } from '../http/access/route-access';
import { readCorpusCounts } from './corpus-status-repository';

/** GET /api/admin/corpus (staff only, like every /api/admin route): corpus size, vectors and import history. */
export const corpusStatusRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/admin/corpus', { config: { access: STAFF } }, async (): Promise<CorpusStatus> => {
    const [counts, vectors] = await Promise.all([readCorpusCounts(app.db), app.vectorSearch.vectorStatus()]);
    return { ...counts, vectors };
  });
};
