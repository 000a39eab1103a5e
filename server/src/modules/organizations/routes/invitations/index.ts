import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TokenParamsSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  AcceptInvitationRequestSchema,
  INVITATION_WRONG_EMAIL_MESSAGE,
  ResendInvitationRequestSchema,
  AcceptInvitationResponseSchema,
  type Invitation,
  type InvitationPreview,
} from '@iprism/shared/contracts';
import { requirePrincipal, setSessionOrganization, sha256Hex } from '../../../auth';
import { auditContext, recordAudit } from '../../../admin';
import { findInvitation, findInvitationByTokenHash, markInvitationAccepted, renewInvitationToken } from '../../repositories/invitations';
import { addMembership, findMembership } from '../../repositories/memberships';
import { findUserById, setOrganizationStatus, setPublicRole } from '../../../accounts';
import { appError } from '../../../../platform/lib/errors';
import { ORG_ADMIN, PUBLIC, SELF_SERVICE } from '../../../../platform/http/access/route-access';
import { activeOrganizationOf } from '../active-organization';
import { permissionsOfRole } from '../../member-rules';
import { isOpenInvitation, toInvitation, toInvitationPreview } from './invitation-view';
import { mailInvitation, newInvitationToken } from './send-invitation';

export const INVITATION_INVALID_MESSAGE = 'This invitation link is invalid or has already been used.';

/** The accept-invite flow (SPEC §2 /accept-invite) and the resend call the spec exempts from CSRF (SPEC §7). */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/invitations/:token', { config: { access: PUBLIC }, schema: { params: TokenParamsSchema, response: { 200: InvitationPreviewSchema } } }, async (req): Promise<InvitationPreview> => {
    const { token } = req.params;
    const invitation = await findInvitationByTokenHash(app.db, sha256Hex(token));
    if (!invitation || !isOpenInvitation(invitation)) throw appError('NOT_FOUND', INVITATION_INVALID_MESSAGE);
    return toInvitationPreview(invitation, new Date());
  });

  // Self-service: a client-portal user is read-only, yet must be able to accept the invitation that made them one.
  app.post('/api/invitations/accept', { config: { access: SELF_SERVICE }, schema: { body: AcceptInvitationRequestSchema, response: { 200: AcceptInvitationResponseSchema } } }, async (req) => {
    const principal = requirePrincipal(req);
    const { token } = req.body;
    const now = new Date();
    const invitation = await findInvitationByTokenHash(app.db, sha256Hex(token));
    if (!invitation || !isOpenInvitation(invitation)) throw appError('NOT_FOUND', INVITATION_INVALID_MESSAGE);
    if (invitation.expiresAt <= now) throw appError('INVITATION_EXPIRED');
    const user = await findUserById(app.db, principal.userId);
    if (!user) throw appError('UNAUTHORIZED');
    if (user.email.toLowerCase() !== invitation.email.toLowerCase()) throw appError('FORBIDDEN', INVITATION_WRONG_EMAIL_MESSAGE);
    await app.db.transaction(async (tx) => {
      if (!(await markInvitationAccepted(tx, invitation.id, now))) throw appError('NOT_FOUND', INVITATION_INVALID_MESSAGE);
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

  app.post('/api/invitations/resend-to-email', { config: { access: ORG_ADMIN }, schema: { body: ResendInvitationRequestSchema, response: { 200: InvitationSchema } } }, async (req): Promise<Invitation> => {
    const principal = requirePrincipal(req);
    const { invitationId } = req.body;
    const { organization } = await activeOrganizationOf(app.db, principal);
    const invitation = await findInvitation(app.db, invitationId);
    if (!invitation || invitation.organizationId !== organization.id || !isOpenInvitation(invitation)) throw appError('NOT_FOUND', 'No open invitation has this id.');
    const { token, tokenHash, expiresAt } = newInvitationToken(new Date());
    if (!(await renewInvitationToken(app.db, invitation.id, tokenHash, expiresAt))) throw appError('NOT_FOUND', 'No open invitation has this id.');
    await mailInvitation(app, req, { email: invitation.email, organizationName: organization.name, inviterId: principal.userId }, token);
    return toInvitation({ ...invitation, expiresAt });
  });
};
