import { isAccountAdmin } from '@iprism/shared/contracts/admin-check';
import type { AccountDetail } from '@iprism/shared/contracts/account';
import type { OrganizationMember } from '@iprism/shared/contracts/organizations';
import type { Session } from '@iprism/shared/contracts/identity';
import { CLIENT_PUBLIC_ROLE, ORG_ROLE_LABELS } from './member-roles';

export interface ManageInput {
  account: AccountDetail;
  session: Session | null;
  /** Client-portal users are read-only whatever their membership says (SPEC §6). */
  clientPortal: boolean;
}

/** Whether the organisation tab shows its controls: the SPEC §6 admin check, never for a client-portal user. */
export function canManageOrganization({ account, session, clientPortal }: ManageInput): boolean {
  return !clientPortal && isAccountAdmin({ account, session });
}

/**
 * Whether an admin may change this member's role. Not their own (demoting oneself locks one out of this
 * page; another admin can do it), and not a client-portal user's (their access is set at invitation).
 */
export function canChangeRole(member: Pick<OrganizationMember, 'id' | 'publicRole'>, selfId: string): boolean {
  return member.id !== selfId && member.publicRole !== CLIENT_PUBLIC_ROLE;
}

/** Whether an admin may remove this member: anyone but themselves. */
export function canRemoveMember(member: Pick<OrganizationMember, 'id'>, selfId: string): boolean {
  return member.id !== selfId;
}

/** The account's own role in its organisation, as the profile card shows it (null without one). */
export function ownRoleLabel(account: AccountDetail): string | null {
  const organization = account.organizationId;
  if (!organization) return null;
  const own = organization.members.find((m) => m.userId === account.id);
  if (own?.role === 'client') return 'Client portal';
  if (organization.adminId === account.id || own?.role === 'admin') return ORG_ROLE_LABELS['org:admin'];
  return ORG_ROLE_LABELS['org:member'];
}
