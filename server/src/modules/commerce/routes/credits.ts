import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreditsQuerySchema, CreditsPageSchema, type CreditsPage } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import { creditAccountOf } from '../credit-charges';
import { pageCreditEntries } from '../repositories/credits';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { SIGNED_IN } from '../../../platform/http/access/route-access';

/**
 * GET /api/account/credits: the balance of the ledger the caller spends from (the organisation's pool
 * under an organisation licence, their own otherwise), whether their plan is unlimited, and one page of
 * its entries, newest first (`page`, `pageSize`; the total in X-Total-Count).
 */
export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, SIGNED_IN);
  app.get('/api/account/credits', { schema: { querystring: CreditsQuerySchema, response: { 200: CreditsPageSchema } } }, async (req, reply): Promise<CreditsPage> => {
    const principal = requirePrincipal(req);
    const query = req.query;
    const account = await creditAccountOf(app.db, app.licensing, principal.userId, principal.orgId, new Date());
    const [balance, page] = await Promise.all([
      app.licensing.balance(account.owner),
      pageCreditEntries(app.db, account.owner, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    ]);
    void reply.header('cache-control', 'no-store').header('x-total-count', String(page.total));
    return {
      balance,
      unlimited: account.unlimited,
      entries: page.entries.map(({ at, amount, reason, applicationId }) => ({ at, amount, reason, ...(applicationId ? { applicationId } : {}) })),
      page: query.page,
      pageSize: query.pageSize,
      total: page.total,
    };
  });
};
