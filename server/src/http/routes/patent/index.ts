import type { FastifyPluginAsync } from 'fastify';
import { isClientPortalPrincipal } from '../../../auth/client-role';
import { z } from 'zod';
import { APPLICATION_NOT_FOUND_MESSAGE, type ApplicationDetail, type ApplicationList } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { findApplication } from '../../../db/repositories/applications';
import { loadProgressState, loadProgressStates } from '../../../db/repositories/progress-state';
import { findUserById } from '../../../db/repositories/users';
import { notFound } from '../../../lib/errors';
import { canWatchApplication } from '../../../realtime/application-access';
import { PILOT } from '../../access/route-access';
import { listVisibleApplications } from './application-queries';
import { toApplicationDetail, toApplicationSummary } from './application-view';

const ParamsSchema = z.object({ id: z.string().min(1).max(200) });

/**
 * The patent dashboard's API (Pilot licences and staff, SPEC §5 guard 4). Progress changes every few
 * seconds and is per user, so no answer may be cached.
 */
export const patentRoutes: FastifyPluginAsync = async (app) => {
  /** The caller's own applications and their active organisation's (the token's, as the socket reads it). */
  app.get('/api/patent/applications', { config: { access: PILOT } }, async (req, reply): Promise<ApplicationList> => {
    const principal = requirePrincipal(req);
    const applications = await listVisibleApplications(app.db, { userId: principal.userId, organizationId: principal.orgId, isClient: await isClientPortalPrincipal(app.db, principal) });
    const states = await loadProgressStates(app.db, applications.map((a) => a.id));
    void reply.header('cache-control', 'no-store');
    return { applications: applications.map((a) => toApplicationSummary(a, states.get(a.id) ?? {})) };
  });

  /**
   * One application with its stored progress, for whoever may watch it live (owner, organisation members,
   * staff: `canWatchApplication`, the socket's rule). Anyone else gets the 404 of an unknown id.
   */
  app.get('/api/patent/applications/:id', { config: { access: PILOT } }, async (req, reply): Promise<ApplicationDetail> => {
    const { id } = ParamsSchema.parse(req.params);
    const application = await findApplication(app.db, id);
    if (!application || !(await canWatchApplication(app.db, requirePrincipal(req), id, new Date()))) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
    const [owner, stages] = await Promise.all([findUserById(app.db, application.ownerUserId), loadProgressState(app.db, id)]);
    void reply.header('cache-control', 'no-store');
    return toApplicationDetail({ ...application, ownerName: owner?.name ?? null }, stages);
  });
};
