import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  UserIdParamsSchema,
  CurrentOrganizationSchema,
  InvitationSchema,
  OrganizationMemberSchema,
  OrganizationSchema,
  TeamWorkloadSchema,
  CreateInvitationRequestSchema,
  CreateOrganizationRequestSchema,
  LAST_ADMIN_MESSAGE,
  NotificationCleanupRequestSchema,
  OPEN_INVITATION_MESSAGE,
  TEAM_PERMISSION,
  UpdateMemberRequestSchema,
  NotificationCleanupResultSchema,
  type CurrentOrganization,
  type Invitation,
  type Organization,
  type OrganizationMember,
  type TeamWorkload,
} from '@iprism/shared/contracts';
import { requirePrincipal, setSessionOrganization } from '../../auth';
import { auditContext, recordAudit } from '../../admin';
import type { Queryable } from '../../../platform/db/db';
import { insertInvitation, listPendingInvitations, revokeInvitation } from '../repositories/invitations';
import { deleteOrganizationNotificationsCreatedBefore } from '../../notifications';
import { listOrganizationApplicationIds, listOrganizationApplicationsHiddenFrom, removeAssignmentsInOrganization } from '../../applications';
import { addMembership, findMembership, removeMembership, setMembershipRole } from '../repositories/memberships';
import { countAdmins, insertOrganization, listOrganizationMembers, setOrganizationAdmin, slugsLike } from '../repositories/organizations';
import { listTeamWorkload } from '../repositories/team-workload';
import { setOrganizationStatus } from '../../accounts';
import { appError } from '../../../platform/lib/errors';
import { isOrgAdmin } from '../../../platform/http/access/org-admin';
import { ORG_ADMIN, SIGNED_IN, orgPermission } from '../../../platform/http/access/route-access';
import { toInvitation } from './invitations/invitation-view';
import { mailInvitation, newInvitationToken } from './invitations/send-invitation';
import { activeOrganizationOf } from './active-organization';
import { leavesOrganizationWithoutAdmin, permissionsOfRole } from '../member-rules';
import { toOrganization, toOrganizationMember, toTeamMember } from './organization-view';
import { firstFreeSlug, slugify } from '../slug';

const DAY_MS = 24 * 60 * 60_000;

/** After the recorded admin is demoted or removed, the SPEC §6 adminId moves to a remaining admin. */
async function reassignRecordedAdmin(db: Queryable, organizationId: string, recordedAdminId: string | null, changedUserId: string): Promise<void> {
  if (recordedAdminId !== changedUserId) return;
  const next = (await listOrganizationMembers(db, organizationId)).find((m) => m.role === 'org:admin' && m.userId !== changedUserId);
  await setOrganizationAdmin(db, organizationId, next?.userId ?? null);
}

/** Organisations and their members. Org-admin routes act on the caller's active organisation only. */
export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/organizations', { config: { access: SIGNED_IN }, schema: { body: CreateOrganizationRequestSchema, response: { 201: OrganizationSchema } } }, async (req, reply): Promise<Organization> => {
    const principal = requirePrincipal(req);
    const { name } = req.body;
    const organization = await app.db.transaction(async (tx) => {
      const base = slugify(name);
      const org = await insertOrganization(tx, { name, slug: firstFreeSlug(base, await slugsLike(tx, base)), adminId: principal.userId });
      await addMembership(tx, { organizationId: org.id, userId: principal.userId, role: 'org:admin', permissions: permissionsOfRole('org:admin') });
      await setOrganizationStatus(tx, principal.userId, null);
      // The next token refresh then carries the new organisation (built-in sessions only; Clerk keeps its own).
      if (principal.provider === 'builtin') await setSessionOrganization(tx, principal.sessionId, org.id);
      return org;
    });
    app.accessSignal.changed();
    void reply.status(201);
    return toOrganization(organization);
  });

  app.get('/api/organizations/current', { config: { access: SIGNED_IN }, schema: { response: { 200: CurrentOrganizationSchema } } }, async (req): Promise<CurrentOrganization> => {
    const principal = requirePrincipal(req);
    const { organization, membership } = await activeOrganizationOf(app.db, principal);
    const admin = isOrgAdmin({ userId: principal.userId, organizationAdminId: organization.adminId, membership });
    const members = await listOrganizationMembers(app.db, organization.id);
    const invitations = admin ? await listPendingInvitations(app.db, organization.id, new Date()) : [];
    return { organization: toOrganization(organization), members: members.map(toOrganizationMember), invitations: invitations.map(toInvitation) };
  });

  app.post('/api/organizations/current/invitations', { config: { access: ORG_ADMIN }, schema: { body: CreateInvitationRequestSchema, response: { 201: InvitationSchema } } }, async (req, reply): Promise<Invitation> => {
    const principal = requirePrincipal(req);
    const body = req.body;
    const { organization } = await activeOrganizationOf(app.db, principal);
    const members = await listOrganizationMembers(app.db, organization.id);
    if (members.some((m) => m.email.toLowerCase() === body.email)) throw appError('CONFLICT', 'This person is already a member of your organization.');
    // A second open link for the same person would leave one forgotten but still valid.
    const open = await listPendingInvitations(app.db, organization.id, new Date());
    if (open.some((i) => i.email === body.email)) throw appError('CONFLICT', OPEN_INVITATION_MESSAGE);
    const { token, tokenHash, expiresAt } = newInvitationToken(new Date());
    const invitation = await app.db.transaction(async (tx) => {
      const inserted = await insertInvitation(tx, {
        organizationId: organization.id,
        email: body.email,
        role: body.role,
        publicRole: body.clientPortal ? 'client' : null,
        tokenHash,
        invitedBy: principal.userId,
        expiresAt,
      });
      await recordAudit(tx, auditContext(req), { action: 'invitation.sent', subject: { type: 'organization', id: organization.id }, detail: { email: body.email, role: body.role, clientPortal: body.clientPortal ?? false } });
      return inserted;
    });
    await mailInvitation(app, req, { email: invitation.email, organizationName: organization.name, inviterId: principal.userId }, token);
    void reply.status(201);
    return toInvitation(invitation);
  });

  app.delete('/api/organizations/current/invitations/:id', { config: { access: ORG_ADMIN }, schema: { params: IdParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    const { id } = req.params;
    const { organization } = await activeOrganizationOf(app.db, requirePrincipal(req));
    await app.db.transaction(async (tx) => {
      if (!(await revokeInvitation(tx, organization.id, id))) throw appError('NOT_FOUND', 'No open invitation has this id.');
      await recordAudit(tx, auditContext(req), { action: 'invitation.revoked', subject: { type: 'organization', id: organization.id }, detail: { invitationId: id } });
    });
    return reply.status(204).send(null);
  });

  app.patch('/api/organizations/current/members/:userId', { config: { access: ORG_ADMIN }, schema: { params: UserIdParamsSchema, body: UpdateMemberRequestSchema, response: { 200: OrganizationMemberSchema } } }, async (req): Promise<OrganizationMember> => {
    const { userId } = req.params;
    const body = req.body;
    const { organization } = await activeOrganizationOf(app.db, requirePrincipal(req));
    await app.db.transaction(async (tx) => {
      const target = await findMembership(tx, userId, organization.id);
      if (!target) throw appError('NOT_FOUND', 'This person is not a member of your organization.');
      if (leavesOrganizationWithoutAdmin({ targetRole: target.role, newRole: body.role, adminCount: await countAdmins(tx, organization.id) })) {
        throw appError('CONFLICT', LAST_ADMIN_MESSAGE);
      }
      await setMembershipRole(tx, organization.id, userId, body.role, body.permissions ?? permissionsOfRole(body.role));
      if (body.role !== 'org:admin') await reassignRecordedAdmin(tx, organization.id, organization.adminId, userId);
      await recordAudit(tx, auditContext(req), { action: 'membership.role-changed', subject: { type: 'organization', id: organization.id }, detail: { userId, from: target.role, to: body.role } });
    });
    app.accessSignal.changed();
    // A demoted admin no longer sees the applications not assigned to them: their subscriptions end now.
    app.userPush.leaveApplications(userId, await listOrganizationApplicationsHiddenFrom(app.db, organization.id, userId));
    const member = (await listOrganizationMembers(app.db, organization.id)).find((m) => m.userId === userId);
    if (!member) throw appError('NOT_FOUND', 'This person is not a member of your organization.');
    return toOrganizationMember(member);
  });

  app.delete('/api/organizations/current/members/:userId', { config: { access: ORG_ADMIN }, schema: { params: UserIdParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    const { userId } = req.params;
    const { organization } = await activeOrganizationOf(app.db, requirePrincipal(req));
    await app.db.transaction(async (tx) => {
      const target = await findMembership(tx, userId, organization.id);
      if (!target) throw appError('NOT_FOUND', 'This person is not a member of your organization.');
      if (leavesOrganizationWithoutAdmin({ targetRole: target.role, newRole: null, adminCount: await countAdmins(tx, organization.id) })) {
        throw appError('CONFLICT', LAST_ADMIN_MESSAGE);
      }
      await removeMembership(tx, organization.id, userId);
      await removeAssignmentsInOrganization(tx, organization.id, userId);
      await reassignRecordedAdmin(tx, organization.id, organization.adminId, userId);
      await recordAudit(tx, auditContext(req), { action: 'membership.removed', subject: { type: 'organization', id: organization.id }, detail: { userId, role: target.role } });
    });
    app.accessSignal.changed();
    // Subscriptions made as a member would otherwise keep delivering the organisation's progress; what they own stays.
    app.userPush.leaveApplications(userId, await listOrganizationApplicationIds(app.db, organization.id, userId));
    return reply.status(204).send(null);
  });

  // SPEC §6: cleanup of old notifications is for admins; an organisation's admin cleans its members' inboxes.
  app.post('/api/organizations/current/notifications/cleanup', { config: { access: ORG_ADMIN }, schema: { body: NotificationCleanupRequestSchema, response: { 200: NotificationCleanupResultSchema } } }, async (req): Promise<{ deleted: number }> => {
    const principal = requirePrincipal(req);
    const { olderThanDays } = req.body;
    const { organization } = await activeOrganizationOf(app.db, principal);
    const deleted = await deleteOrganizationNotificationsCreatedBefore(app.db, organization.id, new Date(Date.now() - olderThanDays * DAY_MS));
    req.log.info({ by: principal.userId, organizationId: organization.id, olderThanDays, deleted }, 'old notifications of an organisation cleaned up');
    return { deleted };
  });

  // The team page's route requires TEAM_PERMISSION (SPEC §5 route requirements); its data is held to the same permission here.
  app.get('/api/organizations/current/team', { config: { access: orgPermission(TEAM_PERMISSION) }, schema: { response: { 200: TeamWorkloadSchema } } }, async (req): Promise<TeamWorkload> => {
    const { organization } = await activeOrganizationOf(app.db, requirePrincipal(req));
    const [members, workload] = await Promise.all([listOrganizationMembers(app.db, organization.id), listTeamWorkload(app.db, organization.id)]);
    const byUser = new Map(workload.map((w) => [w.userId, w]));
    return { organization: toOrganization(organization), members: members.map((m) => toTeamMember(m, byUser.get(m.userId))) };
  });
};
