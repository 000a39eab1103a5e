import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationQueries } from '@iprism/shared/api/account-queries';
import { inviteMember, removeMember, resendInvitation, revokeInvitation, updateMemberRole } from '@iprism/shared/api/organization';
import type { CreateInvitationRequest, CurrentOrganization, OrganizationMember, OrgRole } from '@iprism/shared/contracts/organizations';

/** Writes one change into the cached organisation, so the members and invitations lists show it at once. */
function useEditOrganization() {
  const queryClient = useQueryClient();
  return (edit: (data: CurrentOrganization) => CurrentOrganization) =>
    queryClient.setQueryData(organizationQueries.current().queryKey, (data) => data && edit(data));
}

export function useChangeMemberRole() {
  const edit = useEditOrganization();
  return useMutation({
    mutationFn: ({ member, role }: { member: OrganizationMember; role: OrgRole }) => updateMemberRole(member.id, role),
    onSuccess: (changed) => edit((d) => ({ ...d, members: d.members.map((m) => (m.id === changed.id ? changed : m)) })),
  });
}

export function useRemoveMember() {
  const edit = useEditOrganization();
  return useMutation({
    mutationFn: (userId: string) => removeMember(userId),
    onSuccess: (_, userId) => edit((d) => ({ ...d, members: d.members.filter((m) => m.id !== userId) })),
  });
}

export function useInviteMember() {
  const edit = useEditOrganization();
  return useMutation({
    mutationFn: (request: CreateInvitationRequest) => inviteMember(request),
    onSuccess: (invitation) => edit((d) => ({ ...d, invitations: [invitation, ...d.invitations] })),
  });
}

/** Mails an invitation again; the cached row gets its new expiry. */
export function useResendInvitation() {
  const edit = useEditOrganization();
  return useMutation({
    mutationFn: (invitationId: string) => resendInvitation(invitationId),
    onSuccess: (renewed) => edit((d) => ({ ...d, invitations: d.invitations.map((i) => (i.id === renewed.id ? renewed : i)) })),
  });
}

export function useRevokeInvitation() {
  const edit = useEditOrganization();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(invitationId),
    onSuccess: (_, invitationId) => edit((d) => ({ ...d, invitations: d.invitations.filter((i) => i.id !== invitationId) })),
  });
}
