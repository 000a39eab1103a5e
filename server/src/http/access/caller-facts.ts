import type { Principal } from '../../auth/principal';
import type { Queryable } from '../../db/db';
import { findMembership } from '../../db/repositories/memberships';
import { findOrganization } from '../../db/repositories/organizations';
import { findUserById } from '../../db/repositories/users';
import { createLicensing, type Licensing } from '../../licensing/license-service';
import { isOrgAdmin } from './org-admin';
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
  licensing: Pick<Licensing, 'resolve'> = createLicensing(db),
): Promise<CallerFacts> {
  const facts: CallerFacts = {
    isClient: false,
    licence: null,
    isOrgAdmin: false,
    orgRole: principal.orgRole,
    orgPermissions: principal.orgPermissions,
    hasActiveOrg: principal.orgId !== null,
  };
  if (needs.client) facts.isClient = (await findUserById(db, principal.userId))?.publicRole === 'client';
  if (needs.licence) {
    const resolved = await licensing.resolve(principal.userId, principal.orgId, now);
    facts.licence = { hasValidLicense: resolved.hasValidLicense, licenseType: resolved.licence?.type ?? null };
  }
  if (needs.orgAdmin && principal.orgId) {
    const [org, membership] = await Promise.all([findOrganization(db, principal.orgId), findMembership(db, principal.userId, principal.orgId)]);
    facts.isOrgAdmin = isOrgAdmin({ userId: principal.userId, organizationAdminId: org?.adminId ?? null, membership });
  }
  return facts;
}
