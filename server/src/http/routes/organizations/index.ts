import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  CreateInvitationRequestSchema,
  CreateOrganizationRequestSchema,
  ERROR_CODES,
  LAST_ADMIN_MESSAGE,
  NotificationCleanupRequestSchema,
  OPEN_INVITATION_MESSAGE,
  TEAM_PERMISSION,
  UpdateMemberRequestSchema,
  type CurrentOrganization,
  type Invitation,
  type Organization,
  type OrganizationMember,
  type TeamWorkload,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { auditContext, recordAudit } from '../../../db/repositories/audit-log';
import type { Queryable } from '../../../db/db';
import { insertInvitation, listPendingInvitations, revokeInvitation } from '../../../db/repositories/invitations';
import { deleteOrganizationNotificationsCreatedBefore } from '../../../db/repositories/notifications';
import { removeAssignmentsInOrganization } from '../../../db/repositories/application-assignments';
import { listOrganizationApplicationIds } from '../../../db/repositories/applications';
import { listOrganizationApplicationsHiddenFrom } from '../../../db/repositories/application-visibility';
import { addMembership, findMembership, removeMembership, setMembershipRole } from '../../../db/repositories/memberships';
import { countAdmins, insertOrganization, listOrganizationMembers, setOrganizationAdmin, slugsLike } from '../../../db/repositories/organizations';
import { setSessionOrganization } from '../../../db/repositories/sessions';
import { listTeamWorkload } from '../../../db/repositories/team-workload';
import { setOrganizationStatus } from '../../../db/repositories/user-profile';
import { AppError, notFound } from '../../../lib/errors';
import { isOrgAdmin } from '../../access/org-admin';
import { ORG_ADMIN, SIGNED_IN, orgPermission } from '../../access/route-access';
import { toInvitation } from '../invitations/invitation-view';
import { mailInvitation, newInvitationToken } from '../invitations/send-invitation';
import { activeOrganizationOf } from './active-organization';
import { leavesOrganizationWithoutAdmin, permissionsOfRole } from './member-rules';
import { toOrganization, toOrganizationMember, toTeamMember } from './organization-view';
import { firstFreeSlug, slugify } from './slug';

const DAY_MS = 24 * 60 * 60_000;
const IdParams = z.object({ id: z.string().min(1).max(100) });
const UserParams = z.object({ userId: z.string().min(1).max(100) });

/** After the recorded admin is demoted or removed, the SPEC §6 adminId moves to a remaining admin. */
async function reassignRecordedAdmin(db: Queryable, organizationId: string, recordedAdminId: string | null, changedUserId: string): Promise<void> {
  if (recordedAdminId !== changedUserId) return;
  const next = (await listOrganizationMembers(db, organizationId)).find((m) => m.role === 'org:admin' && m.userId !== changedUserId);
  await setOrganizationAdmin(db, organizationId, next?.userId ?? null);
}

/** Organisations and their members (issue 3). Org-admin routes act on the caller's active organisation only. */
export const organizationsRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/organizations', { config: { access: SIGNED_IN } }, async (req, reply): Promise<Organization> => {
    const principal = requirePrincipal(req);
    const { name } = CreateOrganizationRequestSchema.parse(req.body);
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

  app.get('/api/organizations/current', { config: { access: SIGNED_IN } }, async (req): Promise<CurrentOrganization> => {
    const principal = requirePrincipal(req);
    const { organization, membership } = await activeOrganizationOf(app.db, principal);
    const admin = isOrgAdmin({ userId: principal.userId, organizationAdminId: organization.adminId, membership });
    const members = await listOrganizationMembers(app.db, organization.id);
    const invitations = admin ? await listPendingInvitations(app.db, organization.id, new Date()) : [];
    return { organization: toOrganization(organization), members: members.map(toOrganizationMember), invitations: invitations.map(toInvitation) };
  });

  app.post('/api/organizations/current/invitations', { config: { access: ORG_ADMIN } }, async (req, reply): Promise<Invitation> => {
    const principal = requirePrincipal(req);
    const body = CreateInvitationRequestSchema.parse(req.body);
    const { organization } = await activeOrganizationOf(app.db, principal);
    const members = await listOrganizationMembers(app.db, organization.id);
    if (members.some((m) => m.email.toLowerCase() === body.email)) throw new AppError(409, ERROR_CODES.CONFLICT, 'This person is already a member of your organization.');
    // A second open link for the same person would leave one forgotten but still valid.
    const open = await listPendingInvitations(app.db, organization.id, new Date());
    if (open.some((i) => i.email === body.email)) throw new AppError(409, ERROR_CODES.CONFLICT, OPEN_INVITATION_MESSAGE);
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

  app.delete('/api/organizations/current/invitations/:id', { config: { access: ORG_ADMIN } }, async (req, reply) => {
    const { id } = IdParams.parse(req.params);
    const { organization } = await activeOrganizationOf(app.db, requirePrincipal(req));
    await app.db.transaction(async (tx) => {
      if (!(await revokeInvitation(tx, organization.id, id))) throw notFound('No open invitation has this id.');
      await recordAudit(tx, auditContext(req), { action: 'invitation.revoked', subject: { type: 'organization', id: organization.id }, detail: { invitationId: id } });
    });
    return reply.status(204).send();
  });

  app.patch('/api/organizations/current/members/:userId', { config: { access: ORG_ADMIN } }, async (req): Promise<OrganizationMember> => {
    const { userId } = UserParams.parse(req.params);
    const body = UpdateMemberRequestSchema.parse(req.body);
    const { organization } = await activeOrganizationOf(app.db, requirePrincipal(req));
    await app.db.transaction(async (tx) => {
      const target = await findMembership(tx, userId, organization.id);
      if (!target) throw notFound('This person is not a member of your organization.');
      if (leavesOrganizationWithoutAdmin({ targetRole: target.role, newRole: body.role, adminCount: await countAdmins(tx, organization.id) })) {
        throw new AppError(409, ERROR_CODES.CONFLICT, LAST_ADMIN_MESSAGE);
      }
      await setMembershipRole(tx, organization.id, userId, body.role, body.permissions ?? permissionsOfRole(body.role));
      if (body.role !== 'org:admin') await reassignRecordedAdmin(tx, organization.id, organization.adminId, userId);
      await recordAudit(tx, auditContext(req), { action: 'membership.role-changed', subject: { type: 'organization', id: organization.id }, detail: { userId, from: target.role, to: body.role } });
    });
    app.accessSignal.changed();
    // A demoted admin no longer sees the applications not assigned to them: their subscriptions end now.
    app.userPush.leaveApplications(userId, await listOrganizationApplicationsHiddenFrom(app.db, organization.id, userId));
    const member = (await listOrganizationMembers(app.db, organization.id)).find((m) => m.userId === userId);
    if (!member) throw notFound('This person is not a member of your organization.');
    return toOrganizationMember(member);
  });

  app.delete('/api/organizations/current/members/:userId', { config: { access: ORG_ADMIN } }, async (req, reply) => {
    const { userId } = UserParams.parse(req.params);
    const { organization } = await activeOrganizationOf(app.db, requirePrincipal(req));
    await app.db.transaction(async (tx) => {
      const target = await findMembership(tx, userId, organization.id);
      if (!target) throw notFound('This person is not a member of your organization.');
      if (leavesOrganizationWithoutAdmin({ targetRole: target.role, newRole: null, adminCount: await countAdmins(tx, organization.id) })) {
        throw new AppError(409, ERROR_CODES.CONFLICT, LAST_ADMIN_MESSAGE);
      }
      await removeMembership(tx, organization.id, userId);
      await removeAssignmentsInOrganization(tx, organization.id, userId);
      await reassignRecordedAdmin(tx, organization.id, organization.adminId, userId);
      await recordAudit(tx, auditContext(req), { action: 'membership.removed', subject: { type: 'organization', id: organization.id }, detail: { userId, role: target.role } });
    });
    app.accessSignal.changed();
    // Subscriptions made as a member would otherwise keep delivering the organisation's progress; what they own stays.
    app.userPush.leaveApplications(userId, await listOrganizationApplicationIds(app.db, organization.id, userId));
    return reply.status(204).send();
  });

  // SPEC §6: cleanup of old notifications is for admins; an organisation's admin cleans its members' inboxes.
  app.post('/api/organizations/current/notifications/cleanup', { config: { access: ORG_ADMIN } }, async (req): Promise<{ deleted: number }> => {
    const principal = requirePrincipal(req);
    const { olderThanDays } = NotificationCleanupRequestSchema.parse(req.body ?? {});
    const { organization } = await activeOrganizationOf(app.db, principal);
    const deleted = await deleteOrganizationNotificationsCreatedBefore(app.db, organization.id, new Date(Date.now() - olderThanDays * DAY_MS));
    req.log.info({ by: principal.userId, organizationId: organization.id, olderThanDays, deleted }, 'old notifications of an organisation cleaned up');
    return { deleted };
  });

  // The team page's route requires TEAM_PERMISSION (SPEC §5 route requirements); its data is held to the same permission here.
  app.get('/api/organizations/current/team', { config: { access: orgPermission(TEAM_PERMISSION) } }, async (req): Promise<TeamWorkload> => {
    const { organization } = await activeOrganizationOf(app.db, requirePrincipal(req));
    const [members, workload] = await Promise.all([listOrganizationMembers(app.db, organization.id), listTeamWorkload(app.db, organization.id)]);
    const byUser = new Map(workload.map((w) => [w.userId, w]));
    return { organization: toOrganization(organization), members: members.map((m) => toTeamMember(m, byUser.get(m.userId))) };
  });
};
