import type { FastifyPluginAsync } from 'fastify';
import type { AdminOrganizationList } from '@iprism/shared/contracts';
import { listOrganizationsWithMemberCount } from '../../../db/repositories/organizations';
import { STAFF } from '../../access/route-access';

/**
 * GET /api/admin/organizations (staff only, SPEC §5 guard 6): every organisation with its member count, by
 * name, for the audience picker of /admin/notifications. Only the fields the picker shows leave the server.
 */
export const adminOrganizationsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/admin/organizations', { config: { access: STAFF } }, async (): Promise<AdminOrganizationList> => {
    const rows = await listOrganizationsWithMemberCount(app.db);
    return { organizations: rows.map((o) => ({ id: o.id, name: o.name, slug: o.slug, memberCount: o.memberCount })) };
  });
};
