import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminUserListSchema, type AdminUserList } from '@iprism/shared/contracts';
import { listUsers } from '../../accounts';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { STAFF } from '../../../platform/http/access/route-access';
import { adminAccountsRoutes } from './accounts';
import { adminAuditRoutes } from './audit';
import { adminOrganizationsRoutes } from './organizations';
import { adminOverviewRoutes } from './overview';

const QuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Staff-only user list for /admin/accounts (SPEC §5 guard 6): each user with their effective licence. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, STAFF);
  await app.register(adminOrganizationsRoutes);
  await app.register(adminAccountsRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminOverviewRoutes);

  app.get('/api/admin/users', { schema: { querystring: QuerySchema, response: { 200: AdminUserListSchema } } }, async (req): Promise<AdminUserList> => {
    const { limit, offset } = req.query;
    const now = new Date();
    const users = await listUsers(app.db, limit, offset);
    // One resolution per listed user: bounded by `limit`, and the same rule the user's own calls get.
    const rows: AdminUserList['users'] = [];
    for (const u of users) {
      const resolved = await app.licensing.resolve(u.id, null, now);
      rows.push({
        id: u.id,
        email: u.email,
        name: u.name,
        publicRole: u.publicRole,
        emailVerified: u.emailVerified,
        createdAt: u.createdAt.toISOString(),
        licenseType: resolved.license?.type ?? null,
        hasValidLicense: resolved.hasValidLicense,
      });
    }
    return { users: rows, limit, offset };
  });
};
