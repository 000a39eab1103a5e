import type { AccountDetail } from '@iprism/shared/contracts';
import type { OrganizationMemberRecord, OrganizationRecord } from '../../organizations';
import { accountRoleOf } from '../../organizations';

/**
 * The account answer (SPEC §3 Account): `organizationId` is the active organisation populated with
 * its admin and members, as the SPEC §6 admin check reads it. Pure mapping; no row leaves the server.
 */
export function toAccountView(
  user: { id: string; email: string; name: string },
  org: { organization: OrganizationRecord; members: readonly OrganizationMemberRecord[] } | null,
  credits: number,
): AccountDetail {
  if (!org) return { id: user.id, email: user.email, name: user.name, organizationId: null, credits };
  const { organization, members } = org;
  const adminId = organization.adminId ?? members.find((m) => m.role === 'org:admin')?.userId ?? '';
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    organizationId: {
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      adminId,
      members: members.map((m) => ({ userId: m.userId, role: accountRoleOf(m) })),
    },
    credits,
  };
}
