import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  AdminAssignMemberSchema,
  AdminMemberRoleSchema,
  AdminOrganizationPatchSchema,
  ERROR_CODES,
  LAST_ADMIN_MESSAGE,
  type AdminOrganizationDetail,
  type AdminOrganizationList,
  type AdminOrganizationSummary,
  type AdminPendingUser,
} from '@iprism/shared/contracts';
import { listOwnedLicences } from '../../../db/repositories/admin-accounts';
import { listOrganizationCounts, listPendingAssignmentUsers, type OrganizationCountsRow } from '../../../db/repositories/admin-organizations';
import { auditContext, recordAudit } from '../../../db/repositories/audit-log';
import { addCreditEntry, creditBalance } from '../../../db/repositories/credits';
import { listPendingInvitations } from '../../../db/repositories/invitations';
import { addMembership, findMembership, removeMembership, setMembershipRole } from '../../../db/repositories/memberships';
import { insertNotificationForUsers } from '../../../db/repositories/notifications';
import { countAdmins, findOrganization, listOrganizationMembers, listOrganizationsWithMemberCount, setOrganizationAdmin } from '../../../db/repositories/organizations';
import { setOrganizationStatus } from '../../../db/repositories/user-profile';
import { findUserByEmail } from '../../../db/repositories/users';
import type { Queryable } from '../../../db/db';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { isLicenceCurrent } from '../../../licensing/resolve-license';
import { STAFF } from '../../access/route-access';
import { pushNotifications } from '../notifications/notification-push';
import { leavesOrganizationWithoutAdmin, permissionsOfRole } from '../organizations/member-rules';
import { replaceLicence, toAdminLicence } from './licence-change';

interface OrgParams {
  id: string;
}
interface MemberParams extends OrgParams {
  userId: string;
}

async function summaryOf(app: FastifyInstance, row: OrganizationCountsRow, now: Date): Promise<AdminOrganizationSummary> {
  const licences = await listOwnedLicences(app.db, { organizationId: row.id });
  const current = licences.find((l) => isLicenceCurrent(l, now)) ?? null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    licenseType: current?.type ?? null,
    seats: current?.seats ?? 0,
    // Members of a licensed organisation each take a seat in joining order (the resolver's seat rule).
    seatsUsed: current ? Math.min(row.members, current.seats) : 0,
    applications: row.applications,
    credits: await creditBalance(app.db, { organizationId: row.id }),
    createdAt: row.createdAt.toISOString(),
  };
}

async function detailOf(app: FastifyInstance, id: string, now: Date): Promise<AdminOrganizationDetail> {
  const [row] = await listOrganizationCounts(app.db, id);
  if (!row) throw notFound('No such organization.');
  const [summary, licences, members, invitations] = await Promise.all([
    summaryOf(app, row, now),
    listOwnedLicences(app.db, { organizationId: id }),
    listOrganizationMembers(app.db, id),
    listPendingInvitations(app.db, id, now),
  ]);
  return {
    ...summary,
    licences: licences.map((l) => toAdminLicence(l, now)),
    members: members.map((m) => ({ userId: m.userId, email: m.email, name: m.name, role: m.role, clientPortal: m.publicRole === 'client', joinedAt: m.joinedAt.toISOString() })),
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, role: i.role, expiresAt: i.expiresAt.toISOString() })),
  };
}

/** When the recorded admin (organizations.admin_id) stops being an admin, the next admin by joining order takes the field. */
async function reassignRecordedAdmin(db: Queryable, organizationId: string, recordedAdminId: string | null, changedUserId: string): Promise<void> {
  if (recordedAdminId !== changedUserId) return;
  const next = (await listOrganizationMembers(db, organizationId)).find((m) => m.role === 'org:admin' && m.userId !== changedUserId);
  await setOrganizationAdmin(db, organizationId, next?.userId ?? null);
}

/**
 * Staff organisation calls (SPEC §5 guard 6):
 * - GET /api/admin/organizations: every organisation with its member count, by name (the notifications picker);
 * - GET /api/admin/organizations/summaries and /:id: licence, seats bought and used, applications, credits,
 *   members, pending invitations;
 * - PATCH /:id: licence and seats, credit adjustment; member role, removal and assignment of a waiting user.
 * Every change is audited in its transaction and raises the access signal.
 */
export const adminOrganizationsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/admin/organizations', { config: { access: STAFF } }, async (): Promise<AdminOrganizationList> => {
    const rows = await listOrganizationsWithMemberCount(app.db);
    return { organizations: rows.map((o) => ({ id: o.id, name: o.name, slug: o.slug, memberCount: o.memberCount })) };
  });

  app.get('/api/admin/organizations/summaries', { config: { access: STAFF } }, async (): Promise<{ items: AdminOrganizationSummary[] }> => {
    const now = new Date();
    const items: AdminOrganizationSummary[] = [];
    for (const row of await listOrganizationCounts(app.db)) items.push(await summaryOf(app, row, now));
    return { items };
  });

  app.get('/api/admin/organizations/pending-users', { config: { access: STAFF } }, async (): Promise<{ items: AdminPendingUser[] }> => ({
    items: (await listPendingAssignmentUsers(app.db)).map((u) => ({ id: u.id, email: u.email, name: u.name, createdAt: u.createdAt.toISOString() })),
  }));

  app.get<{ Params: OrgParams }>('/api/admin/organizations/:id', { config: { access: STAFF } }, async (req) => detailOf(app, req.params.id, new Date()));

  app.patch<{ Params: OrgParams }>('/api/admin/organizations/:id', { config: { access: STAFF } }, async (req): Promise<AdminOrganizationDetail> => {
    const body = AdminOrganizationPatchSchema.parse(req.body ?? {});
    if (!body.license && !body.creditAdjustment) throw badRequest('Nothing to change: send license or creditAdjustment.');
    const org = await findOrganization(app.db, req.params.id);
    if (!org) throw notFound('No such organization.');
    const now = new Date();
    const audit = auditContext(req);
    const subject = { type: 'organization' as const, id: org.id };
    await app.db.transaction(async (tx) => {
      if (body.license) {
        const previous = (await listOwnedLicences(tx, { organizationId: org.id })).find((l) => isLicenceCurrent(l, now)) ?? null;
        const { seats } = await replaceLicence(tx, { organizationId: org.id }, body.license, now);
        await recordAudit(tx, audit, { action: 'license.changed', subject, detail: { from: previous?.type ?? null, type: body.license.type, endsAt: body.license.endsAt } });
        if ((previous?.seats ?? 0) !== seats) await recordAudit(tx, audit, { action: 'seats.changed', subject, detail: { from: previous?.seats ?? 0, to: seats } });
      }
      if (body.creditAdjustment) {
        const { amount, reason } = body.creditAdjustment;
        await addCreditEntry(tx, { organizationId: org.id }, amount, `Staff adjustment: ${reason}`);
        await recordAudit(tx, audit, { action: 'credits.changed', subject, detail: { amount, reason } });
      }
    });
    app.accessSignal.changed();
    return detailOf(app, org.id, now);
  });

  app.patch<{ Params: MemberParams }>('/api/admin/organizations/:id/members/:userId', { config: { access: STAFF } }, async (req): Promise<AdminOrganizationDetail> => {
    const { role } = AdminMemberRoleSchema.parse(req.body ?? {});
    const org = await findOrganization(app.db, req.params.id);
    if (!org) throw notFound('No such organization.');
    const { userId } = req.params;
    await app.db.transaction(async (tx) => {
      const target = await findMembership(tx, userId, org.id);
      if (!target) throw notFound('This person is not a member of this organization.');
      if (leavesOrganizationWithoutAdmin({ targetRole: target.role, newRole: role, adminCount: await countAdmins(tx, org.id) })) throw new AppError(409, ERROR_CODES.CONFLICT, LAST_ADMIN_MESSAGE);
      await setMembershipRole(tx, org.id, userId, role, permissionsOfRole(role));
      if (role !== 'org:admin') await reassignRecordedAdmin(tx, org.id, org.adminId, userId);
      else if (org.adminId === null) await setOrganizationAdmin(tx, org.id, userId);
      await recordAudit(tx, auditContext(req), { action: 'membership.role-changed', subject: { type: 'organization', id: org.id }, detail: { userId, from: target.role, to: role } });
    });
    app.accessSignal.changed();
    return detailOf(app, org.id, new Date());
  });

  app.delete<{ Params: MemberParams }>('/api/admin/organizations/:id/members/:userId', { config: { access: STAFF } }, async (req): Promise<AdminOrganizationDetail> => {
    const org = await findOrganization(app.db, req.params.id);
    if (!org) throw notFound('No such organization.');
    const { userId } = req.params;
    await app.db.transaction(async (tx) => {
      const target = await findMembership(tx, userId, org.id);
      if (!target) throw notFound('This person is not a member of this organization.');
      if (leavesOrganizationWithoutAdmin({ targetRole: target.role, newRole: null, adminCount: await countAdmins(tx, org.id) })) throw new AppError(409, ERROR_CODES.CONFLICT, LAST_ADMIN_MESSAGE);
      await removeMembership(tx, org.id, userId);
      await reassignRecordedAdmin(tx, org.id, org.adminId, userId);
      await recordAudit(tx, auditContext(req), { action: 'membership.removed', subject: { type: 'organization', id: org.id }, detail: { userId, role: target.role } });
    });
    app.accessSignal.changed();
    return detailOf(app, org.id, new Date());
  });

  /** Moves a user waiting for an organisation into this one: the pending state ends and the user is notified. */
  app.post<{ Params: OrgParams }>('/api/admin/organizations/:id/members', { config: { access: STAFF } }, async (req): Promise<AdminOrganizationDetail> => {
    const { email, role } = AdminAssignMemberSchema.parse(req.body ?? {});
    const org = await findOrganization(app.db, req.params.id);
    if (!org) throw notFound('No such organization.');
    const user = await findUserByEmail(app.db, email);
    if (!user) throw notFound('No account uses this e-mail address.');
    if (await findMembership(app.db, user.id, org.id)) throw new AppError(409, ERROR_CODES.CONFLICT, 'This person is already a member of this organization.');
    const stored = await app.db.transaction(async (tx) => {
      await addMembership(tx, { organizationId: org.id, userId: user.id, role, permissions: permissionsOfRole(role) });
      if (role === 'org:admin' && org.adminId === null) await setOrganizationAdmin(tx, org.id, user.id);
      await setOrganizationStatus(tx, user.id, null);
      await recordAudit(tx, auditContext(req), { action: 'membership.added', subject: { type: 'organization', id: org.id }, detail: { userId: user.id, email: user.email, role, wasPending: user.organizationStatus === 'pending_assignment' } });
      return insertNotificationForUsers(tx, [user.id], { iconName: 'business', color: null, text: `You have been added to ${org.name}. Sign in again if the organisation does not show yet.`, category: 'general', adminOnly: false });
    });
    app.accessSignal.changed();
    await pushNotifications(app, req.log, stored);
    return detailOf(app, org.id, new Date());
  });
};
