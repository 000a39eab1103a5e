import { APPLICATION_NOT_FOUND_MESSAGE } from '@iprism/shared/contracts';
import type { Principal } from '../auth';
import type { Queryable } from '../../platform/db/db';
import { findApplication, type ApplicationRecord } from './repositories/applications';
import { seesApplication } from './repositories/application-visibility';
import { isClientPortalPrincipal } from '../auth';
import { appError } from '../../platform/lib/errors';
import type { OrgAdminCheck } from '../../platform/http/access/org-admin-check';

/**
 * The application when the caller sees it (`isApplicationVisible`, the rule of every channel); otherwise
 * the 404 of an unknown id, so ids do not leak.
 */
export async function findVisibleApplication(db: Queryable, principal: Pick<Principal, 'userId'>, id: string): Promise<ApplicationRecord> {
  const application = await findApplication(db, id);
  if (!application || !(await seesApplication(db, principal.userId, id))) throw appError('NOT_FOUND', APPLICATION_NOT_FOUND_MESSAGE);
  return application;
}

/** Who may delete or re-run an application they see: its owner or an admin of its organisation, not those it is assigned to. */
export async function canManageApplication(orgAdmin: OrgAdminCheck, principal: Principal, application: ApplicationRecord): Promise<boolean> {
  if (application.ownerUserId === principal.userId) return true;
  return application.organizationId !== null && orgAdmin(principal.userId, application.organizationId);
}

/** Who may assign an application they see to other members of its organisation, or correct its IDS: anyone but a client-portal user. */
export async function canAssignApplication(db: Queryable, principal: Principal): Promise<boolean> {
  return !(await isClientPortalPrincipal(db, principal));
}
