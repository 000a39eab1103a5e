import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CpcNodeSchema, CpcSearchQuerySchema, CpcSearchResponseSchema, CpcSectionsSchema, cpcNotFoundMessage, type CpcNode, type CpcSearchResponse, type CpcSections } from '@iprism/shared/contracts';
import { declareAreaAccess } from '../../platform/http/access/access-plugin';
import { SIGNED_IN } from '../../platform/http/access/route-access';
import { namedWildcard } from '../../platform/http/openapi/openapi-transform';
import { appError } from '../../platform/lib/errors';
import { searchCpc } from './concept-search';
import { findCpcNode, listSections } from './repositories/cpc-repository';
import { refuseClientPortal } from './refuse-client-portal';

/**
 * The classification explorer's API, for signed-in users other than client-portal users:
 * GET /api/cpc (the sections), GET /api/cpc/search?q= (a symbol, or a concept in words), GET /api/cpc/{symbol}
 * (a wildcard, so H04L9/32 works unencoded as well as H04L9%2F32; spaces are ignored).
 */
export const cpcRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, SIGNED_IN);
  refuseClientPortal(app);

  app.get('/api/cpc', { schema: { summary: 'The CPC sections', response: { 200: CpcSectionsSchema } } }, async (): Promise<CpcSections> => ({ sections: await listSections(app.db) }));

  const searchSchema = { summary: 'Find CPC entries by symbol or by concept in words', querystring: CpcSearchQuerySchema, response: { 200: CpcSearchResponseSchema } };
  app.get('/api/cpc/search', { schema: searchSchema }, async (req): Promise<CpcSearchResponse> => {
    const { q, limit } = req.query;
    return { results: await searchCpc({ db: app.db, search: app.patentSearch, model: app.cpcModel }, q, limit) };
  });

  const nodeSchema = { summary: 'One CPC entry with its ancestors and children', params: z.object({ '*': z.string() }), response: { 200: CpcNodeSchema } };
  app.get('/api/cpc/*', { schema: nodeSchema, config: { swaggerTransform: namedWildcard('symbol') } }, async (req): Promise<CpcNode> => {
    const symbol = req.params['*'];
    const node = await findCpcNode(app.db, symbol);
    if (!node) throw appError('NOT_FOUND', cpcNotFoundMessage(symbol));
    return node;
  });
};
