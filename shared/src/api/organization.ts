import {
  CurrentOrganizationSchema,
  InvitationSchema,
  OrganizationMemberSchema,
  TeamWorkloadSchema,
  type CreateInvitationRequest,
  type CurrentOrganization,
  type Invitation,
  type OrganizationMember,
  type OrgRole,
  type TeamWorkload,
} from '../contracts/organizations';
import { NotificationCleanupResultSchema, type NotificationCleanupResult } from '../contracts/notifications';
import { apiFetch } from './api-fetch';

const CURRENT = '/api/organizations/current';

/** The active organisation, its members and (for its admins only) the open invitations; 404 without one. */
export function getCurrentOrganization(signal?: AbortSignal): Promise<CurrentOrganization> {
  return apiFetch(CURRENT, { schema: CurrentOrganizationSchema, notify: false, signal });
}

/** Each member's applications in the organisation (for whoever manages its members: TEAM_PERMISSION). */
export function getTeamWorkload(signal?: AbortSignal): Promise<TeamWorkload> {
  return apiFetch(`${CURRENT}/team`, { schema: TeamWorkloadSchema, notify: false, signal });
}

/** Invites someone by e-mail (organisation admins only); 409 when they are already a member or already invited. */
export function inviteMember(request: CreateInvitationRequest): Promise<Invitation> {
  return apiFetch(`${CURRENT}/invitations`, { method: 'POST', body: request, schema: InvitationSchema });
}

/** Mails an open invitation again with a new link (the old one stops working) and a new expiry. */
export function resendInvitation(invitationId: string): Promise<Invitation> {
  return apiFetch('/api/invitations/resend-to-email', { method: 'POST', body: { invitationId }, schema: InvitationSchema });
}

/** Withdraws an open invitation, so its link stops working. */
export async function revokeInvitation(invitationId: string): Promise<void> {
  await apiFetch(`${CURRENT}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });
}

/** Gives a member another role with that role's permissions; 409 when it would leave no admin. */
export function updateMemberRole(userId: string, role: OrgRole): Promise<OrganizationMember> {
  return apiFetch(`${CURRENT}/members/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { role }, schema: OrganizationMemberSchema });
}

/** Removes a member from the organisation; 409 when they are its only admin. */
export async function removeMember(userId: string): Promise<void> {
  await apiFetch(`${CURRENT}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

/** Deletes the members' notifications older than `olderThanDays` (organisation admins only); answers how many went. */
export function cleanupOrganizationNotifications(olderThanDays: number): Promise<NotificationCleanupResult> {
  return apiFetch(`${CURRENT}/notifications/cleanup`, { method: 'POST', body: { olderThanDays }, schema: NotificationCleanupResultSchema, notify: false });
}
