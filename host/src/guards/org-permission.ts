import type { Session } from '@iprism/shared/contracts/identity';

/** What to check against the active organisation: a permission key, a role key, or both (either passes). */
export interface OrgPermissionCheck {
  permission?: string;
  role?: string;
}

/**
 * SPEC §5 "Other rules": passes when the permission is in the session's organisation permissions or
 * the role equals the session's organisation role; always false without an active organisation (or
 * without a session). A check naming neither a permission nor a role never passes.
 */
export function hasOrgPermission(session: Session | null, { permission, role }: OrgPermissionCheck): boolean {
  if (!session?.orgId) return false;
  if (permission !== undefined && session.orgPermissions.includes(permission)) return true;
  return role !== undefined && session.orgRole === role;
}
