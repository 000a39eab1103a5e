import { APPLICATION_NOT_FOUND_MESSAGE } from '@iprism/shared/contracts';
import type { Principal } from '../../../auth/principal';
import type { Queryable } from '../../../db/db';
import { findApplication, type ApplicationRecord } from '../../../db/repositories/applications';
import { findMembership } from '../../../db/repositories/memberships';
import { isClientPortalPrincipal } from '../../../auth/client-role';
import { notFound } from '../../../lib/errors';
import { canWatchApplication } from '../../../realtime/application-access';
import { hasStaffLicence } from '../../routes/auth/dev-outbox';
import type { OrgAdminCheck } from '../../access/org-admin-check';

/** The application when the caller may watch it; otherwise the 404 of an unknown id, so ids do not leak. */
export async function findVisibleApplication(db: Queryable, principal: Principal, id: string): Promise<ApplicationRecord> {
  const application = await findApplication(db, id);
  if (!application || !(await canWatchApplication(db, principal, id, new Date()))) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return application;
}

/**
 * Who may delete or re-run an application: its owner, an admin of its organisation, or staff. Watching
 * and reading are wider (canWatchApplication: every member of the organisation).
 */
export async function canManageApplication(db: Queryable, orgAdmin: OrgAdminCheck, principal: Principal, application: ApplicationRecord, now: Date): Promise<boolean> {
  if (application.ownerUserId === principal.userId) return true;
  if (application.organizationId !== null && (await orgAdmin(principal.userId, application.organizationId))) return true;
  return hasStaffLicence(db, principal, now);
}

/**
 * Who may share an application with client-portal users: its owner, any member of its organisation who is
 * not a client-portal user (the people who work on the firm's applications), or staff.
 */
export async function canAssignApplication(db: Queryable, principal: Principal, application: ApplicationRecord, now: Date): Promise<boolean> {
  if (application.ownerUserId === principal.userId) return true;
  const orgId = application.organizationId;
  if (orgId !== null && (principal.orgId === orgId || (await findMembership(db, principal.userId, orgId)))) {
    if (!(await isClientPortalPrincipal(db, principal))) return true;
  }
  return hasStaffLicence(db, principal, now);
}
