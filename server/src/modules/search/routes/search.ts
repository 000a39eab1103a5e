import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CorpusLoadSchema, PatentSearchRequestSchema, PatentSearchResponseSchema, type CorpusLoad, type PatentSearchResponse } from '@iprism/shared/contracts';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { SIGNED_IN } from '../../../platform/http/access/route-access';

/**
 * POST /api/patents/search { query, filters, page, pageSize }: any signed-in user. A body that
 * fails the contract is a 400 with the usual error body. While the corpus is loading the answer says so (`corpus`).
 */
export const patentSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, SIGNED_IN);
  const searchSchema = { summary: 'Full-text and semantic search of the patent corpus', body: PatentSearchRequestSchema, response: { 200: PatentSearchResponseSchema } };
  app.post('/api/patents/search', { schema: searchSchema }, async (req, reply): Promise<PatentSearchResponse> => {
    const query = req.body;
    void reply.header('cache-control', 'no-store');
    const [result, corpus] = await Promise.all([app.patentSearch.search(query), app.corpusLoad.read()]);
    return corpus.state === 'loading' ? { ...result, corpus } : result;
  });
  // What screens built from stored results (the report) show while the corpus loads.
  app.get('/api/patents/corpus-load', { schema: { summary: 'Whether the corpus is still loading', response: { 200: CorpusLoadSchema } } }, async (_req, reply): Promise<CorpusLoad> => {
    void reply.header('cache-control', 'no-store');
    return app.corpusLoad.read();
  });
};
