import type { FastifyPluginAsync } from 'fastify';
import { CreditsQuerySchema, type CreditsResponse } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { creditAccountOf } from '../../../commerce/credit-charges';
import { pageCreditEntries } from '../../../db/repositories/credits';
import { SIGNED_IN } from '../../access/route-access';

/**
 * GET /api/account/credits: the balance of the ledger the caller spends from (the organisation's pool
 * under an organisation licence, their own otherwise), whether their plan is unlimited, and one page of
 * its entries, newest first (`page`, `pageSize`; the total in X-Total-Count).
 */
export const creditsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/account/credits', { config: { access: SIGNED_IN } }, async (req, reply): Promise<CreditsResponse & { page: number; pageSize: number; total: number }> => {
    const principal = requirePrincipal(req);
    const query = CreditsQuerySchema.parse(req.query);
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
