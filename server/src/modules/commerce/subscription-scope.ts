import type { Principal } from '../auth';
import type { Queryable } from '../../platform/db/db';
import type { LicenseOwner } from './repositories/licenses';
import { findCurrentSubscription, type SubscriptionRecord } from './repositories/subscriptions';
import type { OrgAdminCheck } from '../../platform/http/access/org-admin-check';

export interface SubscriptionScope {
  subscription: SubscriptionRecord | null;
  /** Whose purchases these are: the caller's own, or the active organisation's when they administer it. */
  owner: LicenseOwner;
  /** May cancel, resume, upgrade and buy seats: the owner, or an admin of the owning organisation. */
  canManage: boolean;
}

/**
 * The subscription a caller sees and buys for: their own first; else their active organisation's, which
 * only its admins may change; with neither, new purchases are the organisation's when the caller
 * administers it and their own otherwise.
 */
export async function subscriptionScopeOf(db: Queryable, orgAdminCheck: OrgAdminCheck, principal: Principal): Promise<SubscriptionScope> {
  const own = await findCurrentSubscription(db, { userId: principal.userId });
  if (own) return { subscription: own, owner: { userId: principal.userId }, canManage: true };
  const isOrgAdmin = principal.orgId ? await orgAdminCheck(principal.userId, principal.orgId) : false;
  if (principal.orgId) {
    const org = await findCurrentSubscription(db, { organizationId: principal.orgId });
    if (org) return { subscription: org, owner: { organizationId: principal.orgId }, canManage: isOrgAdmin };
  }
  return { subscription: null, owner: isOrgAdmin && principal.orgId ? { organizationId: principal.orgId } : { userId: principal.userId }, canManage: true };
}
