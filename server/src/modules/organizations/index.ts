/** What the organizations module offers the rest of the server: other modules and the app import it only from here. */
export { listPendingInvitations } from './repositories/invitations';
export { addMembership, findMembership, listMembershipsOfUser, removeMembership, setMembershipRole, type MembershipRecord } from './repositories/memberships';
export { countAdmins, findOrganization, findOrganizationBySlug, insertOrganization, listOrganizationMembers, listOrganizationsWithMemberCount, seatIndexesOfUser, setOrganizationAdmin, slugsLike, type OrganizationMemberRecord, type OrganizationRecord } from './repositories/organizations';
export { organizationsRoutes } from './routes';
export { invitationsRoutes } from './routes/invitations';
export { accountRoleOf, leavesOrganizationWithoutAdmin, permissionsOfRole } from './member-rules';
export { firstFreeSlug, slugify } from './slug';
