import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountDetailSchema, LicenseInfoDetailSchema, UpdateAccountRequestSchema, type AccountDetail, type LicenseInfoDetail } from '@iprism/shared/contracts';
import type { Principal } from '../../auth';
import { requirePrincipal } from '../../auth';
import type { Queryable } from '../../../platform/db/db';
import { findMembership, findOrganization, listOrganizationMembers } from '../../organizations';
import { setUserName } from '../repositories/user-profile';
import { findUserById } from '../repositories/users';
import { appError } from '../../../platform/lib/errors';
import { creditOwnerOf, type Licensing } from '../../commerce';
import { SELF_SERVICE, SIGNED_IN } from '../../../platform/http/access/route-access';
import { toAccountView } from './account-view';

async function loadAccount(db: Queryable, licensing: Licensing, principal: Principal): Promise<AccountDetail> {
  const user = await findUserById(db, principal.userId);
  // A token can outlive its user only for a Clerk user never stored here; treat it as signed out.
  if (!user) throw appError('UNAUTHORIZED');
  const membership = principal.orgId ? await findMembership(db, user.id, principal.orgId) : null;
  const organization = membership ? await findOrganization(db, membership.organizationId) : null;
  const org = organization ? { organization, members: await listOrganizationMembers(db, organization.id) } : null;
  const resolved = await licensing.resolve(user.id, principal.orgId, new Date());
  return toAccountView(user, org, await licensing.balance(creditOwnerOf(resolved, user.id)));
}

/** SPEC §7: the account with its active organisation, and the effective licence the guards read. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/account', { config: { access: SIGNED_IN }, schema: { response: { 200: AccountDetailSchema } } }, async (req) => loadAccount(app.db, app.licensing, requirePrincipal(req)));

  app.patch('/api/account', { config: { access: SELF_SERVICE }, schema: { body: UpdateAccountRequestSchema, response: { 200: AccountDetailSchema } } }, async (req) => {
    const principal = requirePrincipal(req);
    const { name } = req.body;
    await setUserName(app.db, principal.userId, name);
    return loadAccount(app.db, app.licensing, principal);
  });

  app.get('/api/account/user/license-info', { config: { access: SIGNED_IN }, schema: { response: { 200: LicenseInfoDetailSchema } } }, async (req, reply): Promise<LicenseInfoDetail> => {
    const principal = requirePrincipal(req);
    // Guards decide from this answer; a browser's cached copy could keep a revoked licence alive.
    void reply.header('Cache-Control', 'no-store');
    return app.licensing.licenseInfo(principal.userId, principal.orgId, new Date());
  });
};
