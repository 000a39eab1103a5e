import type { FastifyPluginAsync } from 'fastify';
import { PatentSearchRequestSchema, type CorpusLoad, type PatentSearchResponse } from '@iprism/shared/contracts';
import { SIGNED_IN } from '../../access/route-access';

/**
 * POST /api/patents/search { query, filters, page, pageSize } (issue 6): any signed-in user. A body that
 * fails the contract is a 400 with the usual error body (the error handler turns the ZodError). While the
 * corpus is loading the answer says so (`corpus`).
 */
export const patentSearchRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/patents/search', { config: { access: SIGNED_IN } }, async (req, reply): Promise<PatentSearchResponse> => {
    const query = PatentSearchRequestSchema.parse(req.body ?? {});
    void reply.header('cache-control', 'no-store');
    const [result, corpus] = await Promise.all([app.patentSearch.search(query), app.corpusLoad.read()]);
    return corpus.state === 'loading' ? { ...result, corpus } : result;
  });
  // What screens built from stored results (the report) show while the corpus loads.
  app.get('/api/patents/corpus-load', { config: { access: SIGNED_IN } }, async (_req, reply): Promise<CorpusLoad> => {
    void reply.header('cache-control', 'no-store');
    return app.corpusLoad.read();
  });
};
