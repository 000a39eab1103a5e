import type { CreateInvitationRequest, OrgRole } from '@iprism/shared/contracts/organizations';

/** The publicMetadata.role of a read-only client-portal user (SPEC §3, §6). */
export const CLIENT_PUBLIC_ROLE = 'client';

export const ORG_ROLE_LABELS: Record<OrgRole, string> = { 'org:admin': 'Admin', 'org:member': 'Member' };
export const CLIENT_PORTAL_LABEL = 'Client portal';

/** The roles an admin can invite with: a client-portal user is a member flagged read-only on the server. */
export const INVITE_ROLES = ['member', 'admin', 'client'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];
export const INVITE_ROLE_LABELS: Record<InviteRole, string> = { member: 'Member', admin: 'Admin', client: 'Client portal (read-only)' };

/** The invitation request for an address and a chosen role (CreateInvitationRequestSchema still checks it). */
export function invitationRequest(email: string, role: InviteRole): CreateInvitationRequest {
  if (role === 'client') return { email, role: 'org:member', clientPortal: true };
  return { email, role: role === 'admin' ? 'org:admin' : 'org:member' };
}

/** A member's role as the table shows it; client-portal members are members, but say so. */
export function memberRoleLabel(member: { role: OrgRole; publicRole: string | null }): string {
  return member.publicRole === CLIENT_PUBLIC_ROLE ? CLIENT_PORTAL_LABEL : ORG_ROLE_LABELS[member.role];
}

export function invitationRoleLabel(invitation: { role: OrgRole; clientPortal: boolean }): string {
  return invitation.clientPortal ? CLIENT_PORTAL_LABEL : ORG_ROLE_LABELS[invitation.role];
}
