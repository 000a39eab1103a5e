import type { Principal } from '../auth/principal';
import type { Queryable } from '../db/db';
import { memberMayWatch } from '../db/repositories/application-assignments';
import type { ApplicationRecord } from '../db/repositories/applications';
import { findMembership } from '../db/repositories/memberships';
import { hasStaffLicence } from '../http/routes/auth/dev-outbox';

/**
 * Who may watch an application's progress (ARCHITECTURE §6: every `app:{id}` subscribe is authorised
 * against the owner and the organisation): its owner; a member of its organisation, by the verified
 * token's active organisation (works for Clerk organisations the server has no rows for) or by a
 * membership row, except that a client-portal member sees only the applications assigned to them
 * (SPEC §6 "assigned reports"); staff, who support every customer. The client rule is only asked when
 * membership would have granted access. A built-in token's organisation claim is not enough: a socket keeps
 * the principal of its handshake, so only the membership row says whether the user is still a member.
 */
export async function canWatchApplication(db: Queryable, principal: Principal, application: ApplicationRecord, now: Date): Promise<boolean> {
  if (application.ownerUserId === principal.userId) return true;
  const orgId = application.organizationId;
  if (orgId !== null && ((await findMembership(db, principal.userId, orgId)) || (principal.provider === 'clerk' && principal.orgId === orgId))) {
    if (await memberMayWatch(db, application.id, principal.userId)) return true;
  }
  return hasStaffLicence(db, principal, now);
}
