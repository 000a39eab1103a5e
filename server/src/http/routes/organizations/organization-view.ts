import type { Organization, OrganizationMember } from '@iprism/shared/contracts';
import type { OrganizationMemberRecord, OrganizationRecord } from '../../../db/repositories/organizations';

export const toOrganization = (o: OrganizationRecord): Organization => ({ id: o.id, name: o.name, slug: o.slug, adminId: o.adminId, createdAt: o.createdAt.toISOString() });

export const toOrganizationMember = (m: OrganizationMemberRecord): OrganizationMember => ({
  id: m.userId,
  name: m.name,
  email: m.email,
  role: m.role,
  publicRole: m.publicRole,
  permissions: m.permissions,
  joinedAt: m.joinedAt.toISOString(),
});
