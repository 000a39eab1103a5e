import { ADMIN_DASHBOARD_PERMISSION } from './access';
import type { Account, Session } from './identity';

/** The member role that makes an account an organisation admin (SPEC §6). */
const ADMIN_MEMBER_ROLE = 'admin';

export interface AdminCheckInput {
  /** The account from GET /api/account, or null while it is unknown. */
  account: Account | null;
  /** The identity session; its active organisation carries the provider's permissions. */
  session: Session | null;
}

/**
 * SPEC §6: an account is an admin when its organisation's adminId is its own id, when its own member
 * entry (members[].userId equal to the account id) has role admin, or when the identity provider's
 * membership of the active organisation grants admin-dashboard access (permission
 * ADMIN_DASHBOARD_PERMISSION, 'org:admin_dashboard:access'). Shared so the host (admin-only
 * notifications) and the account page (organisation controls) decide alike; the server keeps its own
 * check against its records, and the /admin area itself is opened by the staff licence (guard 6).
 */
export function isAccountAdmin({ account, session }: AdminCheckInput): boolean {
  const organization = account?.organizationId;
  if (account && organization) {
    if (organization.adminId === account.id) return true;
    if (organization.members.some((m) => m.userId === account.id && m.role === ADMIN_MEMBER_ROLE)) return true;
  }
  // SPEC §5 organisation permission check, permission half: false without an active organisation.
  return session?.orgId ? session.orgPermissions.includes(ADMIN_DASHBOARD_PERMISSION) : false;
}
