import type { Principal } from '../../../auth/principal';
import type { Queryable } from '../../../db/db';
import { findMembership, type MembershipRecord } from '../../../db/repositories/memberships';
import { findOrganization, type OrganizationRecord } from '../../../db/repositories/organizations';
import { notFound } from '../../../lib/errors';

export const NO_ACTIVE_ORGANIZATION_MESSAGE = 'You have no active organization. Create one or accept an invitation first.';

/**
 * The caller's active organisation, checked against the stored membership: a token minted before the
 * caller was removed still names the organisation for up to its lifetime, the database does not.
 */
export async function activeOrganizationOf(db: Queryable, principal: Principal): Promise<{ organization: OrganizationRecord; membership: MembershipRecord }> {
  const membership = principal.orgId ? await findMembership(db, principal.userId, principal.orgId) : null;
  const organization = membership ? await findOrganization(db, membership.organizationId) : null;
  if (!membership || !organization) throw notFound(NO_ACTIVE_ORGANIZATION_MESSAGE);
  return { organization, membership };
}
