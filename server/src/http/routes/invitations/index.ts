import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  AcceptInvitationRequestSchema,
  INVITATION_WRONG_EMAIL_MESSAGE,
  ResendInvitationRequestSchema,
  type Invitation,
  type InvitationPreview,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { auditContext, recordAudit } from '../../../db/repositories/audit-log';
import { sha256Hex } from '../../../auth/secrets';
import { findInvitation, findInvitationByTokenHash, markInvitationAccepted, renewInvitationToken } from '../../../db/repositories/invitations';
import { addMembership, findMembership } from '../../../db/repositories/memberships';
import { setSessionOrganization } from '../../../db/repositories/sessions';
import { setOrganizationStatus, setPublicRole } from '../../../db/repositories/user-profile';
import { findUserById } from '../../../db/repositories/users';
import { AppError, forbidden, notFound, unauthorized } from '../../../lib/errors';
import { ORG_ADMIN, PUBLIC, SELF_SERVICE } from '../../access/route-access';
import { activeOrganizationOf } from '../organizations/active-organization';
import { permissionsOfRole } from '../organizations/member-rules';
import { isOpenInvitation, toInvitation, toInvitationPreview } from './invitation-view';
import { mailInvitation, newInvitationToken } from './send-invitation';

const TokenParams = z.object({ token: z.string().min(1).max(200) });
export const INVITATION_INVALID_MESSAGE = 'This invitation link is invalid or has already been used.';
export const INVITATION_EXPIRED_MESSAGE = 'This invitation has expired. Ask your organization admin to send a new one.';

/** The accept-invite flow (SPEC §2 /accept-invite) and the resend call the spec exempts from CSRF (SPEC §7). */
export const invitationsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/invitations/:token', { config: { access: PUBLIC } }, async (req): Promise<InvitationPreview> => {
    const { token } = TokenParams.parse(req.params);
    const invitation = await findInvitationByTokenHash(app.db, sha256Hex(token));
    if (!invitation || !isOpenInvitation(invitation)) throw notFound(INVITATION_INVALID_MESSAGE);
    return toInvitationPreview(invitation, new Date());
  });

  // Self-service: a client-portal user is read-only, yet must be able to accept the invitation that made them one.
  app.post('/api/invitations/accept', { config: { access: SELF_SERVICE } }, async (req) => {
    const principal = requirePrincipal(req);
    const { token } = AcceptInvitationRequestSchema.parse(req.body);
    const now = new Date();
    const invitation = await findInvitationByTokenHash(app.db, sha256Hex(token));
    if (!invitation || !isOpenInvitation(invitation)) throw notFound(INVITATION_INVALID_MESSAGE);
    if (invitation.expiresAt <= now) throw new AppError(410, 'INVITATION_EXPIRED', INVITATION_EXPIRED_MESSAGE);
    const user = await findUserById(app.db, principal.userId);
    if (!user) throw unauthorized();
    if (user.email.toLowerCase() !== invitation.email.toLowerCase()) throw forbidden(INVITATION_WRONG_EMAIL_MESSAGE);
    await app.db.transaction(async (tx) => {
      if (!(await markInvitationAccepted(tx, invitation.id, now))) throw notFound(INVITATION_INVALID_MESSAGE);
      // Already a member (e.g. invited twice): keep the existing role rather than let a link downgrade an admin.
      if (!(await findMembership(tx, user.id, invitation.organizationId))) {
        await addMembership(tx, { organizationId: invitation.organizationId, userId: user.id, role: invitation.role, permissions: permissionsOfRole(invitation.role) });
      }
      if (invitation.publicRole === 'client') await setPublicRole(tx, user.id, 'client');
      await setOrganizationStatus(tx, user.id, null);
      if (principal.provider === 'builtin') await setSessionOrganization(tx, principal.sessionId, invitation.organizationId);
      await recordAudit(tx, auditContext(req), { action: 'invitation.accepted', subject: { type: 'organization', id: invitation.organizationId }, detail: { invitationId: invitation.id, role: invitation.role } });
    });
    app.accessSignal.changed();
    return { organizationId: invitation.organizationId };
  });

  app.post('/api/invitations/resend-to-email', { config: { access: ORG_ADMIN } }, async (req): Promise<Invitation> => {
    const principal = requirePrincipal(req);
    const { invitationId } = ResendInvitationRequestSchema.parse(req.body);
    const { organization } = await activeOrganizationOf(app.db, principal);
    const invitation = await findInvitation(app.db, invitationId);
    if (!invitation || invitation.organizationId !== organization.id || !isOpenInvitation(invitation)) throw notFound('No open invitation has this id.');
    const { token, tokenHash, expiresAt } = newInvitationToken(new Date());
    if (!(await renewInvitationToken(app.db, invitation.id, tokenHash, expiresAt))) throw notFound('No open invitation has this id.');
    await mailInvitation(app, req, { email: invitation.email, organizationName: organization.name, inviterId: principal.userId }, token);
    return toInvitation({ ...invitation, expiresAt });
  });
};
