import type { Principal } from '../../../modules/auth';
import type { Queryable } from '../../db/db';
import { isClientPortalPrincipal } from '../../../modules/auth';
import type { Licensing } from '../../../modules/commerce';
import type { OrgAdminCheck } from './org-admin-check';
import type { CallerFacts, NeededFacts } from './route-access';

/**
 * Loads only the facts a decision needs (see `neededFacts`): most GET routes cost no query at all.
 * Organisation role and permissions come from the verified principal, which works for Clerk tokens too;
 * the admin check reads the server's records.
 */
export async function loadCallerFacts(
  db: Queryable,
  principal: Principal,
  needs: NeededFacts,
  now: Date,
  licensing: Pick<Licensing, 'resolve'>,
  orgAdmin: OrgAdminCheck,
): Promise<CallerFacts> {
  const facts: CallerFacts = {
    isClient: false,
    license: null,
    isOrgAdmin: false,
    orgRole: principal.orgRole,
    orgPermissions: principal.orgPermissions,
    hasActiveOrg: principal.orgId !== null,
  };
  if (needs.client) facts.isClient = await isClientPortalPrincipal(db, principal);
  if (needs.license) {
    const resolved = await licensing.resolve(principal.userId, principal.orgId, now);
    facts.license = { hasValidLicense: resolved.hasValidLicense, licenseType: resolved.license?.type ?? null };
  }
  if (needs.orgAdmin && principal.orgId) facts.isOrgAdmin = await orgAdmin(principal.userId, principal.orgId);
  return facts;
}
