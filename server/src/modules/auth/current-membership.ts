import type { MembershipRecord } from '../organizations';
import type { Principal } from './principal';

/** What of a membership row decides a principal's organisation rights. */
export type MembershipFacts = Pick<MembershipRecord, 'role' | 'permissions'>;

/**
 * A built-in token's organisation claims as the memberships are now. The token was signed up to 60 s
 * earlier: a member removed since acts without the organisation, a member whose role changed acts with
 * the new role, at once instead of when the token is next refreshed.
 */
export function withCurrentMembership(principal: Principal, membership: MembershipFacts | null): Principal {
  if (principal.orgId === null) return principal;
  if (!membership) return { ...principal, orgId: null, orgRole: null, orgSlug: null, orgPermissions: [] };
  const samePermissions = membership.permissions.length === principal.orgPermissions.length && membership.permissions.every((p) => principal.orgPermissions.includes(p));
  if (membership.role === principal.orgRole && samePermissions) return principal;
  return { ...principal, orgRole: membership.role, orgPermissions: [...membership.permissions] };
}
