import type { Organization, OrganizationMember, TeamMemberWorkload } from '@iprism/shared/contracts';
import type { OrganizationMemberRecord, OrganizationRecord } from '../repositories/organizations';
import type { TeamWorkloadRow } from '../repositories/team-workload';

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

export const toTeamMember = (m: OrganizationMemberRecord, w: TeamWorkloadRow | undefined): TeamMemberWorkload => ({
  userId: m.userId,
  name: m.name,
  email: m.email,
  role: m.role,
  clientPortal: m.publicRole === 'client',
  applications: w?.applications ?? 0,
  inProgress: w?.inProgress ?? 0,
  failed: w?.failed ?? 0,
  assigned: w?.assigned ?? 0,
  lastActivityAt: w?.lastActivityAt ?? null,
});
