import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOverviewSchema, type AdminOverview } from '@iprism/shared/contracts';
import { overviewCounts } from '../repositories/admin-overview';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { STAFF } from '../../../platform/http/access/route-access';
import { requireIprismAdmin } from '../admin-only';

const WEEK_MS = 7 * 24 * 60 * 60_000;

/**
 * GET /api/admin/overview: the /admin root at a glance (iPrismAdmin only, as the root route, SPEC §2).
 * `invoicesDue` counts the sales area's open invoices (checkouts issued and not yet settled or closed).
 */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, STAFF);
  app.get('/api/admin/overview', { schema: { response: { 200: AdminOverviewSchema } } }, async (req): Promise<AdminOverview> => {
    await requireIprismAdmin(req);
    const now = new Date();
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const c = await overviewCounts(app.db, new Date(now.getTime() - WEEK_MS), dayStart);
    return {
      users: { total: c.users, newThisWeek: c.usersNew },
      organizations: { total: c.organizations, newThisWeek: c.organizationsNew },
      applicationsToday: c.applicationsToday,
      pipeline: { failedToday: c.failedJobsToday, queued: c.queuedJobs },
      corpusPatents: c.corpusPatents,
      openRegistrations: c.openRegistrations,
      invoicesDue: c.invoicesDue,
    };
  });
};
