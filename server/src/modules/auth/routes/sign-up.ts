import { auditContext, recordAudit } from '../../admin';
import type { FastifyRequest } from 'fastify';
import type { ZodFastifyInstance } from '../../../platform/http/plugins/zod-schemas';
import { z } from 'zod';
import {
  AcceptedResponseSchema,
  EmailOnlyRequestSchema,
  SecondFactorRequiredSchema,
  SessionTokenResponseSchema,
  SignUpRequestSchema,
  VerifyEmailRequestSchema,
  type SecondFactorRequired,
  type SessionTokenResponse,
} from '@iprism/shared/contracts';
import { trustedOrigin } from '../link-origin';
import { hashPassword } from '../password';
import { randomToken, sha256Hex } from '../secrets';
import { consumeEmailToken, insertEmailToken } from '../repositories/email-tokens';
import { revokeOtherSessions } from '../repositories/sessions';
import { createUser, findUserByEmail, findUserById, markEmailVerified, setPasswordHash, type UserRecord } from '../../accounts';
import { appError } from '../../../platform/lib/errors';
import { accountExistsMail, verifyEmailMail } from '../../../platform/mail/messages';
import { PUBLIC } from '../../../platform/http/access/route-access';
import { hitLimit, sendMailQuietly, type AuthContext } from './context';
import { sameOriginReturnPath, verificationLink } from '../return-path';
import { startSignIn } from './sign-in-session';

const VERIFY_LINK_TTL_MS = 24 * 60 * 60_000;

/** The same answer whether or not the address has an account (no enumeration). */
export const ACCEPTED = { status: 'accepted', message: 'If the address can receive mail, we have sent a message to it. Please check your inbox.' } as const;

/**
 * Mails a new single-use verification link (24 h); the link lands on the host's /sign-up/verify page,
 * with the page the user was heading for (e.g. an invitation) when the sign-up form had one.
 */
export async function sendVerificationLink(ctx: AuthContext, req: FastifyRequest, user: UserRecord, returnPath: string | null = null): Promise<void> {
  const token = randomToken();
  await insertEmailToken(req.server.db, { tokenHash: sha256Hex(token), userId: user.id, purpose: 'verify-email', expiresAt: new Date(ctx.now().getTime() + VERIFY_LINK_TTL_MS) });
  const link = verificationLink(trustedOrigin(req.server.config, req), token, returnPath);
  await sendMailQuietly(ctx, req, verifyEmailMail(user.email, user.name, link));
}

/**
 * A new account gets a verification link. An unverified one takes the new password, loses every session
 * and every earlier link (insertEmailToken), and gets a fresh link: whoever signed up first with someone
 * else's address keeps nothing once the owner signs up. A verified one gets a nudge to sign in or reset.
 */
async function signUp(ctx: AuthContext, req: FastifyRequest, body: { email: string; name: string; password: string; returnPath: string | null }): Promise<void> {
  const db = req.server.db;
  const passwordHash = await hashPassword(body.password);
  let user = await findUserByEmail(db, body.email);
  if (!user) {
    const created = await createUser(db, { email: body.email, name: body.name, passwordHash, emailVerified: false }).catch(async (err: unknown) => {
      // Two sign-ups of one address at once: the loser continues as "address taken".
      if (isUniqueViolation(err)) return null;
      throw err;
    });
    if (created) return sendVerificationLink(ctx, req, created, body.returnPath);
    user = await findUserByEmail(db, body.email);
    if (!user) throw new Error('user vanished after a unique violation');
  }
  if (user.emailVerified) {
    const origin = trustedOrigin(req.server.config, req);
    return sendMailQuietly(ctx, req, accountExistsMail(user.email, `${origin}/sign-in`, `${origin}/sign-in/forgot-password`));
  }
  await setPasswordHash(db, user.id, passwordHash);
  await revokeOtherSessions(db, user.id, null);
  ctx.identity.sessions.revoked();
  await sendVerificationLink(ctx, req, user, body.returnPath);
}

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

export function registerSignUpRoutes(app: ZodFastifyInstance, ctx: AuthContext): void {
  app.post('/api/auth/sign-up', { config: { access: PUBLIC }, schema: { body: SignUpRequestSchema, response: { 202: AcceptedResponseSchema } } }, async (req, reply) => {
    const body = req.body;
    await hitLimit(reply, ctx.limiters.ip, `sign-up:${req.ip}`);
    const returnPath = sameOriginReturnPath(body.redirectUrl);
    // Everything that depends on the address happens after the answer, so its timing tells nothing.
    app.afterReply.add('sign-up', { reqId: req.id }, () => signUp(ctx, req, { ...body, returnPath }));
    return reply.status(202).send(ACCEPTED);
  });

  app.post('/api/auth/verify-email', { config: { access: PUBLIC }, schema: { body: VerifyEmailRequestSchema, response: { 200: z.union([SessionTokenResponseSchema, SecondFactorRequiredSchema]) } } }, async (req, reply): Promise<SessionTokenResponse | SecondFactorRequired> => {
    const { token } = req.body;
    await hitLimit(reply, ctx.limiters.ip, `verify-email:${req.ip}`);
    const userId = await consumeEmailToken(app.db, sha256Hex(token), 'verify-email', ctx.now());
    const user = userId ? await findUserById(app.db, userId) : null;
    if (!user) throw appError('INVALID_LINK');
    await app.db.transaction(async (tx) => {
      await markEmailVerified(tx, user.id);
      await recordAudit(tx, auditContext(req, user.id), { action: 'email.verified', subject: { type: 'user', id: user.id } });
    });
    // The mailbox is proven: any session started before (by whoever knew a password) ends here.
    await revokeOtherSessions(app.db, user.id, null);
    ctx.identity.sessions.revoked();
    return startSignIn(ctx, req, reply, { ...user, emailVerified: true });
  });

  app.post('/api/auth/resend-verification', { config: { access: PUBLIC }, schema: { body: EmailOnlyRequestSchema, response: { 202: AcceptedResponseSchema } } }, async (req, reply) => {
    const { email } = req.body;
    await hitLimit(reply, ctx.limiters.ip, `resend-verification:${req.ip}`);
    const user = await findUserByEmail(app.db, email);
    if (user && !user.emailVerified) app.afterReply.add('resend-verification', { reqId: req.id }, () => sendVerificationLink(ctx, req, user));
    return reply.status(202).send(ACCEPTED);
  });
}
