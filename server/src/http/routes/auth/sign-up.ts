import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_ERROR_CODES,
  EmailOnlyRequestSchema,
  INVALID_LINK_MESSAGE,
  SignUpRequestSchema,
  VerifyEmailRequestSchema,
  type SecondFactorRequired,
  type SessionTokenResponse,
} from '@iprism/shared/contracts';
import { trustedOrigin } from '../../../auth/link-origin';
import { hashPassword } from '../../../auth/password';
import { randomToken, sha256Hex } from '../../../auth/secrets';
import { consumeEmailToken, insertEmailToken } from '../../../db/repositories/email-tokens';
import { createUser, findUserByEmail, findUserById, markEmailVerified, type UserRecord } from '../../../db/repositories/users';
import { AppError } from '../../../lib/errors';
import { accountExistsMail, verifyEmailMail } from '../../../mail/messages';
import { PUBLIC } from '../../access/route-access';
import { hitLimit, sendMailQuietly, type AuthContext } from './context';
import { sameOriginReturnPath, verificationLink } from './return-path';
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

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

export function registerSignUpRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.post('/api/auth/sign-up', { config: { access: PUBLIC } }, async (req, reply) => {
    const body = SignUpRequestSchema.parse(req.body);
    await hitLimit(reply, ctx.limiters.ip, `sign-up:${req.ip}`);
    const returnPath = sameOriginReturnPath(body.redirectUrl);
    // Hash first, whatever happens next: a fast answer for a taken address would reveal it.
    const passwordHash = await hashPassword(body.password);
    let user = await findUserByEmail(app.db, body.email);
    if (!user) {
      const created = await createUser(app.db, { email: body.email, name: body.name, passwordHash, emailVerified: false }).catch(async (err: unknown) => {
        // Two sign-ups of one address at once: the loser continues as "address taken".
        if (isUniqueViolation(err)) return null;
        throw err;
      });
      if (created) {
        await sendVerificationLink(ctx, req, created, returnPath);
        return reply.status(202).send(ACCEPTED);
      }
      user = await findUserByEmail(app.db, body.email);
      if (!user) throw new Error('user vanished after a unique violation');
    }
    // The address is taken: an unverified owner gets a fresh link, a verified one a nudge to sign in or
    // reset. The password of an existing account never changes here.
    if (user.emailVerified) {
      const origin = trustedOrigin(app.config, req);
      await sendMailQuietly(ctx, req, accountExistsMail(user.email, `${origin}/sign-in`, `${origin}/sign-in/forgot-password`));
    } else {
      await sendVerificationLink(ctx, req, user, returnPath);
    }
    return reply.status(202).send(ACCEPTED);
  });

  app.post('/api/auth/verify-email', { config: { access: PUBLIC } }, async (req, reply): Promise<SessionTokenResponse | SecondFactorRequired> => {
    const { token } = VerifyEmailRequestSchema.parse(req.body);
    await hitLimit(reply, ctx.limiters.ip, `verify-email:${req.ip}`);
    const userId = await consumeEmailToken(app.db, sha256Hex(token), 'verify-email', ctx.now());
    const user = userId ? await findUserById(app.db, userId) : null;
    if (!user) throw new AppError(400, AUTH_ERROR_CODES.INVALID_LINK, INVALID_LINK_MESSAGE);
    await markEmailVerified(app.db, user.id);
    return startSignIn(ctx, req, reply, { ...user, emailVerified: true });
  });

  app.post('/api/auth/resend-verification', { config: { access: PUBLIC } }, async (req, reply) => {
    const { email } = EmailOnlyRequestSchema.parse(req.body);
    await hitLimit(reply, ctx.limiters.ip, `resend-verification:${req.ip}`);
    const user = await findUserByEmail(app.db, email);
    if (user && !user.emailVerified) await sendVerificationLink(ctx, req, user);
    return reply.status(202).send(ACCEPTED);
  });
}
