import type { FastifyPluginAsync } from 'fastify';
import { UpdateAccountRequestSchema, type AccountDetail, type LicenseInfoDetail } from '@iprism/shared/contracts';
import type { Principal } from '../../../auth/principal';
import { requirePrincipal } from '../../../auth/request-principal';
import type { Queryable } from '../../../db/db';
import { findMembership } from '../../../db/repositories/memberships';
import { findOrganization, listOrganizationMembers } from '../../../db/repositories/organizations';
import { setUserName } from '../../../db/repositories/user-profile';
import { findUserById } from '../../../db/repositories/users';
import { unauthorized } from '../../../lib/errors';
import { creditOwnerOf, type Licensing } from '../../../licensing/license-service';
import { SELF_SERVICE, SIGNED_IN } from '../../access/route-access';
import { toAccountView } from './account-view';

async function loadAccount(db: Queryable, licensing: Licensing, principal: Principal): Promise<AccountDetail> {
  const user = await findUserById(db, principal.userId);
  // A token can outlive its user only for a Clerk user never stored here; treat it as signed out.
  if (!user) throw unauthorized();
  const membership = principal.orgId ? await findMembership(db, user.id, principal.orgId) : null;
  const organization = membership ? await findOrganization(db, membership.organizationId) : null;
  const org = organization ? { organization, members: await listOrganizationMembers(db, organization.id) } : null;
  const resolved = await licensing.resolve(user.id, principal.orgId, new Date());
  return toAccountView(user, org, await licensing.balance(creditOwnerOf(resolved, user.id)));
}

/** SPEC §7: the account with its active organisation, and the effective licence the guards read. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/account', { config: { access: SIGNED_IN } }, async (req) => loadAccount(app.db, app.licensing, requirePrincipal(req)));

  app.patch('/api/account', { config: { access: SELF_SERVICE } }, async (req) => {
    const principal = requirePrincipal(req);
    const { name } = UpdateAccountRequestSchema.parse(req.body);
    await setUserName(app.db, principal.userId, name);
    return loadAccount(app.db, app.licensing, principal);
  });

  app.get('/api/account/user/license-info', { config: { access: SIGNED_IN } }, async (req, reply): Promise<LicenseInfoDetail> => {
    const principal = requirePrincipal(req);
    // Guards decide from this answer; a browser's cached copy could keep a revoked licence alive.
    void reply.header('Cache-Control', 'no-store');
    return app.licensing.licenseInfo(principal.userId, principal.orgId, new Date());
  });
};
