import type { FastifyPluginAsync } from 'fastify';
import { PatentSearchRequestSchema, type PatentSearchResponse } from '@iprism/shared/contracts';
import { SIGNED_IN } from '../../access/route-access';

/**
 * POST /api/patents/search { query, filters, page, pageSize } (issue 6): any signed-in user. A body that
 * fails the contract is a 400 with the usual error body (the error handler turns the ZodError).
 */
export const patentSearchRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/patents/search', { config: { access: SIGNED_IN } }, async (req, reply): Promise<PatentSearchResponse> => {
    const query = PatentSearchRequestSchema.parse(req.body ?? {});
    void reply.header('cache-control', 'no-store');
    return app.patentSearch.search(query);
  });
};
