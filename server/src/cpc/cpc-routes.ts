import type { FastifyPluginAsync } from 'fastify';
import { CpcSearchQuerySchema, cpcNotFoundMessage, type CpcNode, type CpcSearchResponse, type CpcSections } from '@iprism/shared/contracts';
import { SIGNED_IN } from '../http/access/route-access';
import { notFound } from '../lib/errors';
import { searchCpc } from './concept-search';
import { findCpcNode, listSections } from './cpc-repository';
import { refuseClientPortal } from './refuse-client-portal';

/**
 * The classification explorer's API (issue 6), for signed-in users other than client-portal users:
 * GET /api/cpc (the sections), GET /api/cpc/search?q= (a symbol, or a concept in words), GET /api/cpc/{symbol}
 * (a wildcard, so H04L9/32 works unencoded as well as H04L9%2F32; spaces are ignored).
 */
export const cpcRoutes: FastifyPluginAsync = async (app) => {
  refuseClientPortal(app);
  const route = { config: { access: SIGNED_IN } };

  app.get('/api/cpc', route, async (): Promise<CpcSections> => ({ sections: await listSections(app.db) }));

  app.get('/api/cpc/search', route, async (req): Promise<CpcSearchResponse> => {
    const { q, limit } = CpcSearchQuerySchema.parse(req.query);
    return { results: await searchCpc({ db: app.db, search: app.patentSearch, model: app.cpcModel }, q, limit) };
  });

  app.get('/api/cpc/*', route, async (req): Promise<CpcNode> => {
    const symbol = (req.params as { '*': string })['*'];
    const node = await findCpcNode(app.db, symbol);
    if (!node) throw notFound(cpcNotFoundMessage(symbol));
    return node;
  });
};
