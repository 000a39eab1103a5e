import type { AuthUser } from '@iprism/shared/contracts';
import type { MembershipRecord } from '../organizations';
import type { UserRecord } from '../accounts';

/** The one mapping from rows to the wire user (SPEC §3 User plus account fields); rows never leave the server. */
export function toAuthUser(user: UserRecord, memberships: readonly MembershipRecord[], activeOrganizationId: string | null): AuthUser {
  return {
    id: user.id,
    primaryEmail: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.totpEnabled,
    publicMetadata: {
      ...(user.publicRole !== null && { role: user.publicRole }),
      ...(user.organizationStatus !== null && { organizationStatus: user.organizationStatus }),
    },
    organizationMemberships: memberships.map((m) => ({
      organizationId: m.organizationId,
      organizationSlug: m.organizationSlug,
      role: m.role,
      permissions: m.permissions,
      updatedAt: m.updatedAt.toISOString(),
    })),
    activeOrganizationId: memberships.some((m) => m.organizationId === activeOrganizationId) ? activeOrganizationId : null,
  };
}
