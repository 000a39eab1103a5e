import type { Principal } from '../../auth';
import type { Queryable } from '../../../platform/db/db';
import { findMembership, type MembershipRecord } from '../repositories/memberships';
import { findOrganization, type OrganizationRecord } from '../repositories/organizations';
import { appError } from '../../../platform/lib/errors';

export const NO_ACTIVE_ORGANIZATION_MESSAGE = 'You have no active organization. Create one or accept an invitation first.';

/**
 * The caller's active organisation, checked against the stored membership: a token minted before the
 * caller was removed still names the organisation for up to its lifetime, the database does not.
 */
export async function activeOrganizationOf(db: Queryable, principal: Principal): Promise<{ organization: OrganizationRecord; membership: MembershipRecord }> {
  const membership = principal.orgId ? await findMembership(db, principal.userId, principal.orgId) : null;
  const organization = membership ? await findOrganization(db, membership.organizationId) : null;
  if (!membership || !organization) throw appError('NOT_FOUND', NO_ACTIVE_ORGANIZATION_MESSAGE);
  return { organization, membership };
}
