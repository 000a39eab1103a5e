import type { OrgRole } from '@iprism/shared/contracts';
import { ORG_ADMIN_PERMISSIONS, ORG_MEMBER_PERMISSIONS } from '@iprism/shared/contracts';

/** Default permissions of a role (Clerk-style role → permission set). */
export const permissionsOfRole = (role: OrgRole): string[] => [...(role === 'org:admin' ? ORG_ADMIN_PERMISSIONS : ORG_MEMBER_PERMISSIONS)];

/**
 * An organisation must keep an admin: a change that removes or demotes the only admin is refused.
 * `adminCount` counts members with role org:admin before the change.
 */
export function leavesOrganizationWithoutAdmin(change: { targetRole: OrgRole; newRole: OrgRole | null; adminCount: number }): boolean {
  return change.targetRole === 'org:admin' && change.newRole !== 'org:admin' && change.adminCount <= 1;
}

/** The account view's simplified role (SPEC §3 Account members: admin, member, client). */
export function accountRoleOf(member: { role: string; publicRole: string | null }): 'admin' | 'member' | 'client' {
  if (member.publicRole === 'client') return 'client';
  return member.role === 'org:admin' ? 'admin' : 'member';
}
