import { createAccessCache } from '../../access-cache/access-cache';
import type { AccessSignal } from '../../access-cache/access-signal';
import type { Queryable } from '../../db/db';
import { findMembership, findOrganization } from '../../../modules/organizations';
import { isOrgAdmin } from './org-admin';

/** Whether `userId` administers `orgId` by the server's records (SPEC §6, `isOrgAdmin`). */
export type OrgAdminCheck = (userId: string, orgId: string) => Promise<boolean>;

/**
 * The check reads the organisation and the membership, on every request to an org-admin route and every
 * notification call. With an access signal the answer is cached like the licence facts: every write to
 * memberships or an organisation's admin raises the signal, so a demoted admin loses the right at once.
 */
export function createOrgAdminCheck(db: Queryable, signal?: AccessSignal): OrgAdminCheck {
  const load = async (userId: string, orgId: string): Promise<boolean> => {
    const [org, membership] = await Promise.all([findOrganization(db, orgId), findMembership(db, userId, orgId)]);
    return isOrgAdmin({ userId, organizationAdminId: org?.adminId ?? null, membership });
  };
  if (!signal) return load;
  const cache = createAccessCache<boolean>({ signal });
  return (userId, orgId) => cache.get(`${userId}:${orgId}`, () => load(userId, orgId));
}
