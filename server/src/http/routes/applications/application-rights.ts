import type { Principal } from '../../../auth/principal';
import type { Queryable } from '../../../db/db';
import type { ApplicationRecord } from '../../../db/repositories/applications';
import { findMembership } from '../../../db/repositories/memberships';
import { findOrganization } from '../../../db/repositories/organizations';
import { hasStaffLicence } from '../../routes/auth/dev-outbox';
import { isOrgAdmin } from '../../access/org-admin';

/** Whether the caller administers organisation `orgId` (SPEC §6 admin check on the server's records). */
export async function administersOrganization(db: Queryable, userId: string, orgId: string): Promise<boolean> {
  const [org, membership] = await Promise.all([findOrganization(db, orgId), findMembership(db, userId, orgId)]);
  return isOrgAdmin({ userId, organizationAdminId: org?.adminId ?? null, membership });
}

/**
 * Who may delete or re-run an application: its owner, an admin of its organisation, or staff. Watching
 * and reading are wider (canWatchApplication: every member of the organisation).
 */
export async function canManageApplication(db: Queryable, principal: Principal, application: ApplicationRecord, now: Date): Promise<boolean> {
  if (application.ownerUserId === principal.userId) return true;
  if (application.organizationId !== null && (await administersOrganization(db, principal.userId, application.organizationId))) return true;
  return hasStaffLicence(db, principal, now);
}
