import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import {
  AdminPendingUserListSchema,
  AdminOrganizationSummaryListSchema,
  IdParamsSchema,
  MemberParamsSchema,
  AdminOrganizationDetailSchema,
  AdminOrganizationListSchema,
  AdminAssignMemberSchema,
  AdminMemberRoleSchema,
  AdminOrganizationPatchSchema,
  LAST_ADMIN_MESSAGE,
  type AdminOrganizationDetail,
  type AdminOrganizationList,
  type AdminOrganizationSummary,
  type AdminPendingUser,
} from '@iprism/shared/contracts';
import { listOwnedLicenses } from '../repositories/admin-accounts';
import { listOrganizationCounts, listPendingAssignmentUsers, type OrganizationCountsRow } from '../repositories/admin-organizations';
import { auditContext, recordAudit } from '../repositories/audit-log';
import { addCreditEntry, creditBalance, isLicenseCurrent } from '../../commerce';
import { addMembership, countAdmins, findMembership, findOrganization, leavesOrganizationWithoutAdmin, listOrganizationMembers, listOrganizationsWithMemberCount, listPendingInvitations, permissionsOfRole, removeMembership, setMembershipRole, setOrganizationAdmin } from '../../organizations';
import { insertNotificationForUsers, pushNotifications } from '../../notifications';
import { findUserByEmail, setOrganizationStatus } from '../../accounts';
import type { Queryable } from '../../../platform/db/db';
import { appError } from '../../../platform/lib/errors';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { STAFF } from '../../../platform/http/access/route-access';
import { replaceLicense, toAdminLicense } from '../license-change';

async function summaryOf(app: FastifyInstance, row: OrganizationCountsRow, now: Date): Promise<AdminOrganizationSummary> {
  const licenses = await listOwnedLicenses(app.db, { organizationId: row.id });
  const current = licenses.find((l) => isLicenseCurrent(l, now)) ?? null;
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

const NO_SUCH_ORGANIZATION = 'No such organization.';

async function requireOrganization(db: Queryable, id: string) {
  const org = await findOrganization(db, id);
  if (!org) throw appError('NOT_FOUND', NO_SUCH_ORGANIZATION);
  return org;
}

async function requireMember(db: Queryable, userId: string, organizationId: string) {
  const member = await findMembership(db, userId, organizationId);
  if (!member) throw appError('NOT_FOUND', 'This person is not a member of this organization.');
  return member;
}

async function detailOf(app: FastifyInstance, id: string, now: Date): Promise<AdminOrganizationDetail> {
  const [row] = await listOrganizationCounts(app.db, id);
  if (!row) throw appError('NOT_FOUND', NO_SUCH_ORGANIZATION);
  const [summary, licenses, members, invitations] = await Promise.all([
    summaryOf(app, row, now),
    listOwnedLicenses(app.db, { organizationId: id }),
    listOrganizationMembers(app.db, id),
    listPendingInvitations(app.db, id, now),
  ]);
  return {
    ...summary,
    licenses: licenses.map((l) => toAdminLicense(l, now)),
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
export const adminOrganizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, STAFF);
  app.get('/api/admin/organizations', { schema: { response: { 200: AdminOrganizationListSchema } } }, async (): Promise<AdminOrganizationList> => {
    const rows = await listOrganizationsWithMemberCount(app.db);
    return { organizations: rows.map((o) => ({ id: o.id, name: o.name, slug: o.slug, memberCount: o.memberCount })) };
  });

  app.get('/api/admin/organizations/summaries', { schema: { response: { 200: AdminOrganizationSummaryListSchema } } }, async (): Promise<{ items: AdminOrganizationSummary[] }> => {
    const now = new Date();
    const items: AdminOrganizationSummary[] = [];
    for (const row of await listOrganizationCounts(app.db)) items.push(await summaryOf(app, row, now));
    return { items };
  });

  app.get('/api/admin/organizations/pending-users', { schema: { response: { 200: AdminPendingUserListSchema } } }, async (): Promise<{ items: AdminPendingUser[] }> => ({
    items: (await listPendingAssignmentUsers(app.db)).map((u) => ({ id: u.id, email: u.email, name: u.name, createdAt: u.createdAt.toISOString() })),
  }));

  app.get('/api/admin/organizations/:id', { schema: { params: IdParamsSchema, response: { 200: AdminOrganizationDetailSchema } } }, async (req) => detailOf(app, req.params.id, new Date()));

  app.patch('/api/admin/organizations/:id', { schema: { params: IdParamsSchema, body: AdminOrganizationPatchSchema, response: { 200: AdminOrganizationDetailSchema } } }, async (req): Promise<AdminOrganizationDetail> => {
    const body = req.body;
    if (!body.license && !body.creditAdjustment) throw appError('VALIDATION_FAILED', 'Nothing to change: send license or creditAdjustment.');
    const org = await requireOrganization(app.db, req.params.id);
    const now = new Date();
    const audit = auditContext(req);
    const subject = { type: 'organization' as const, id: org.id };
    await app.db.transaction(async (tx) => {
      if (body.license) {
        const previous = (await listOwnedLicenses(tx, { organizationId: org.id })).find((l) => isLicenseCurrent(l, now)) ?? null;
        const { seats } = await replaceLicense(tx, { organizationId: org.id }, body.license, now);
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

  app.patch('/api/admin/organizations/:id/members/:userId', { schema: { params: MemberParamsSchema, body: AdminMemberRoleSchema, response: { 200: AdminOrganizationDetailSchema } } }, async (req): Promise<AdminOrganizationDetail> => {
    const { role } = req.body;
    const org = await requireOrganization(app.db, req.params.id);
    const { userId } = req.params;
    await app.db.transaction(async (tx) => {
      const target = await requireMember(tx, userId, org.id);
      if (leavesOrganizationWithoutAdmin({ targetRole: target.role, newRole: role, adminCount: await countAdmins(tx, org.id) })) throw appError('CONFLICT', LAST_ADMIN_MESSAGE);
      await setMembershipRole(tx, org.id, userId, role, permissionsOfRole(role));
      if (role !== 'org:admin') await reassignRecordedAdmin(tx, org.id, org.adminId, userId);
      else if (org.adminId === null) await setOrganizationAdmin(tx, org.id, userId);
      await recordAudit(tx, auditContext(req), { action: 'membership.role-changed', subject: { type: 'organization', id: org.id }, detail: { userId, from: target.role, to: role } });
    });
    app.accessSignal.changed();
    return detailOf(app, org.id, new Date());
  });

  app.delete('/api/admin/organizations/:id/members/:userId', { schema: { params: MemberParamsSchema, response: { 200: AdminOrganizationDetailSchema } } }, async (req): Promise<AdminOrganizationDetail> => {
    const org = await requireOrganization(app.db, req.params.id);
    const { userId } = req.params;
    await app.db.transaction(async (tx) => {
      const target = await requireMember(tx, userId, org.id);
      if (leavesOrganizationWithoutAdmin({ targetRole: target.role, newRole: null, adminCount: await countAdmins(tx, org.id) })) throw appError('CONFLICT', LAST_ADMIN_MESSAGE);
      await removeMembership(tx, org.id, userId);
      await reassignRecordedAdmin(tx, org.id, org.adminId, userId);
      await recordAudit(tx, auditContext(req), { action: 'membership.removed', subject: { type: 'organization', id: org.id }, detail: { userId, role: target.role } });
    });
    app.accessSignal.changed();
    return detailOf(app, org.id, new Date());
  });

  /** Moves a user waiting for an organisation into this one: the pending state ends and the user is notified. */
  app.post('/api/admin/organizations/:id/members', { schema: { params: IdParamsSchema, body: AdminAssignMemberSchema, response: { 200: AdminOrganizationDetailSchema } } }, async (req): Promise<AdminOrganizationDetail> => {
    const { email, role } = req.body;
    const org = await requireOrganization(app.db, req.params.id);
    const user = await findUserByEmail(app.db, email);
    if (!user) throw appError('NOT_FOUND', 'No account uses this e-mail address.');
    if (await findMembership(app.db, user.id, org.id)) throw appError('CONFLICT', 'This person is already a member of this organization.');
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
