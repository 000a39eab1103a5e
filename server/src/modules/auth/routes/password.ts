import { auditContext, recordAudit } from '../../admin';
import type { ZodFastifyInstance } from '../../../platform/http/plugins/zod-schemas';
import { z } from 'zod';
import { AcceptedResponseSchema, ChangePasswordRequestSchema, EmailOnlyRequestSchema, ResetPasswordRequestSchema } from '@iprism/shared/contracts';
import { trustedOrigin } from '../link-origin';
import { hashPassword, verifyPassword } from '../password';
import { requirePrincipal } from '../request-principal';
import { randomToken, sha256Hex } from '../secrets';
import { consumeEmailToken, insertEmailToken } from '../repositories/email-tokens';
import { revokeOtherSessions } from '../repositories/sessions';
import { findUserByEmail, findUserById, markEmailVerified, setPasswordHash } from '../../accounts';
import { appError } from '../../../platform/lib/errors';
import { passwordChangedMail, resetPasswordMail } from '../../../platform/mail/messages';
import { PUBLIC, SELF_SERVICE } from '../../../platform/http/access/route-access';
import { hitLimit, sendMailQuietly, type AuthContext } from './context';
import { requireBuiltinPrincipal, requireUser } from './session';
import { ACCEPTED } from './sign-up';

const RESET_LINK_TTL_MS = 60 * 60_000;

/** 400 with the field named, like a validation failure, so the form marks the right input. */
export const wrongPassword = (path: 'currentPassword' | 'password') => appError('VALIDATION_FAILED', 'Your current password is incorrect.', [{ path, message: 'Your current password is incorrect.' }]);

export function registerPasswordRoutes(app: ZodFastifyInstance, ctx: AuthContext): void {
  app.post('/api/auth/forgot-password', { config: { access: PUBLIC }, schema: { body: EmailOnlyRequestSchema, response: { 202: AcceptedResponseSchema } } }, async (req, reply) => {
    const { email } = req.body;
    await hitLimit(reply, ctx.limiters.ip, `forgot-password:${req.ip}`);
    // The look-up and the mail happen after the answer, so its timing does not tell whether the account exists.
    app.afterReply.add('forgot-password', { reqId: req.id }, async () => {
      const user = await findUserByEmail(app.db, email);
      if (!user) return;
      const token = randomToken();
      await insertEmailToken(app.db, { tokenHash: sha256Hex(token), userId: user.id, purpose: 'reset-password', expiresAt: new Date(ctx.now().getTime() + RESET_LINK_TTL_MS) });
      const link = `${trustedOrigin(app.config, req)}/sign-in/reset-password?token=${encodeURIComponent(token)}`;
      await sendMailQuietly(ctx, req, resetPasswordMail(user.email, link));
    });
    return reply.status(202).send(ACCEPTED);
  });

  app.post('/api/auth/reset-password', { config: { access: PUBLIC }, schema: { body: ResetPasswordRequestSchema, response: { 200: AcceptedResponseSchema } } }, async (req, reply) => {
    const body = req.body;
    await hitLimit(reply, ctx.limiters.ip, `reset-password:${req.ip}`);
    const userId = await consumeEmailToken(app.db, sha256Hex(body.token), 'reset-password', ctx.now());
    const user = userId ? await findUserById(app.db, userId) : null;
    if (!user) throw appError('INVALID_LINK', 'This reset link is invalid or has expired.');
    const hash = await hashPassword(body.password);
    await app.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, hash);
      // The link proved the mailbox, and whoever knew the old password must be signed out everywhere.
      await markEmailVerified(tx, user.id);
      await revokeOtherSessions(tx, user.id, null);
      await recordAudit(tx, auditContext(req, user.id), { action: 'password.reset', subject: { type: 'user', id: user.id } });
    });
    ctx.identity.sessions.revoked();
    return reply.status(200).send({ status: 'accepted', message: 'Your password has been changed. Please sign in.' });
  });

  app.post('/api/auth/password', { config: { access: SELF_SERVICE }, schema: { body: ChangePasswordRequestSchema, response: { 204: z.null() } } }, async (req, reply) => {
    const principal = requireBuiltinPrincipal(requirePrincipal(req));
    const body = req.body;
    await hitLimit(reply, ctx.limiters.account, `password:${principal.userId}`);
    const user = await requireUser(app, principal);
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) throw wrongPassword('currentPassword');
    const hash = await hashPassword(body.newPassword);
    await app.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, hash);
      await revokeOtherSessions(tx, user.id, principal.sessionId);
      await recordAudit(tx, auditContext(req), { action: 'password.changed', subject: { type: 'user', id: user.id } });
    });
    ctx.identity.sessions.revoked();
    await sendMailQuietly(ctx, req, passwordChangedMail(user.email));
    return reply.status(204).send(null);
  });
}
