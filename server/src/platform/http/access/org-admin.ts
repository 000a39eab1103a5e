import { ADMIN_DASHBOARD_PERMISSION } from '@iprism/shared/contracts';

export interface OrgAdminInputs {
  userId: string;
  /** The active organisation's recorded admin (organizations.admin_id), null without one. */
  organizationAdminId: string | null;
  /** The caller's stored membership in the active organisation, null when not (or no longer) a member. */
  membership: { role: string; permissions: readonly string[] } | null;
}

/**
 * SPEC §6 admin check against the server's own records: the organisation's adminId is the caller, their
 * member entry has role admin, or their membership grants admin-dashboard access. Token claims are not
 * consulted: a demoted admin loses the right at once, not when their token expires.
 */
export function isOrgAdmin({ userId, organizationAdminId, membership }: OrgAdminInputs): boolean {
  if (!membership) return false;
  return organizationAdminId === userId || membership.role === 'org:admin' || membership.permissions.includes(ADMIN_DASHBOARD_PERMISSION);
}
