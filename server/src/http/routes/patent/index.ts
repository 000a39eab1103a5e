import type { FastifyPluginAsync } from 'fastify';
import { PILOT } from '../../access/route-access';

/**
 * The patent dashboard's API (Pilot licences and staff, SPEC §5 guard 4). Only the list exists yet, so
 * the licence rule is enforced from day one; issue 5 (upload pipeline) fills it with the caller's applications.
 */
export const patentRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/patent/applications', { config: { access: PILOT } }, async () => ({ applications: [] as never[] }));
};
