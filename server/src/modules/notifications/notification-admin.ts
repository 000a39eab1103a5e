import type { Principal } from '../auth';
import type { Queryable } from '../../platform/db/db';
import { listMembershipAdminFacts } from './repositories/notifications';
import { isOrgAdmin } from '../../platform/http/access/org-admin';
import type { OrgAdminCheck } from '../../platform/http/access/org-admin-check';

/**
 * SPEC §6 "admins see and can add admin-only notifications": an account is an admin when its
 * organisation's adminId is its own id, its member entry has role admin, or its membership grants
 * admin-dashboard access. That is the access layer's `isOrgAdmin` on the caller's active organisation,
 * read from the server's records (a demoted admin loses admin-only notifications at once). A staff
 * licence alone does not make an account an admin here: SPEC §6 defines the admin by the organisation,
 * like the host's `isAccountAdmin`, and the staff licence opens the /admin area (guard 6) instead.
 */
export async function isNotificationAdmin(orgAdmin: OrgAdminCheck, principal: Principal): Promise<boolean> {
  return principal.orgId !== null && (await orgAdmin(principal.userId, principal.orgId));
}

/**
 * Which of `userIds` pass the same SPEC §6 check: in `organizationId` when an admin sends to one
 * organisation, else in any organisation they belong to (a recipient's active organisation is a
 * property of their sessions, not of the account).
 */
export async function adminsAmong(db: Queryable, userIds: readonly string[], organizationId: string | null): Promise<Set<string>> {
  const facts = await listMembershipAdminFacts(db, userIds, organizationId);
  const admins = new Set<string>();
  for (const f of facts) {
    if (isOrgAdmin({ userId: f.userId, organizationAdminId: f.organizationAdminId, membership: { role: f.role, permissions: f.permissions } })) admins.add(f.userId);
  }
  return admins;
}
