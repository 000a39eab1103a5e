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
 * (SPEC §6 "assigned reports"); staff, who support every customer. Cheapest checks first: most calls
 * cost no query, and the client rule is only asked when membership would have granted access.
 */
export async function canWatchApplication(db: Queryable, principal: Principal, application: ApplicationRecord, now: Date): Promise<boolean> {
  if (application.ownerUserId === principal.userId) return true;
  const orgId = application.organizationId;
  if (orgId !== null && (principal.orgId === orgId || (await findMembership(db, principal.userId, orgId)))) {
    if (await memberMayWatch(db, application.id, principal.userId)) return true;
  }
  return hasStaffLicence(db, principal, now);
}
