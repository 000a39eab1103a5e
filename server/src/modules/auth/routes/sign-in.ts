import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodFastifyInstance } from '../../../platform/http/plugins/zod-schemas';
import {
  SessionTokenResponseSchema,
  SecondFactorRequestSchema,
  SecondFactorRequiredSchema,
  SignInRequestSchema,
  type SecondFactorRequired,
  type SessionTokenResponse,
} from '@iprism/shared/contracts';
import { hashPassword, needsRehash, verifyPassword } from '../password';
import { sessionForCredential } from '../sessions';
import { hashRecoveryCode, looksLikeRecoveryCode, totpStep } from '../totp';
import { acceptTotpStep, consumeRecoveryCode, findUserByEmail, findUserById, setPasswordHash, type UserRecord } from '../../accounts';
import { auditContext, recordAudit } from '../../admin';
import { appError } from '../../../platform/lib/errors';
import { PUBLIC } from '../../../platform/http/access/route-access';
import { hitLimit, type AuthContext } from './context';
import { finishSecondFactor, startSignIn } from './sign-in-session';
import { sendVerificationLink } from './sign-up';

const invalidCredentials = () => appError('INVALID_CREDENTIALS');
const invalidCode = () => appError('INVALID_SECOND_FACTOR');
const attemptExpired = () => appError('INVALID_SECOND_FACTOR', 'This sign-in attempt has expired. Please sign in again.');

/** A TOTP code of a step later than the last accepted one, or one unused recovery code (either is spent on success). */
async function secondFactorMatches(app: FastifyInstance, user: UserRecord, code: string, now: Date): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = totpStep(user.totpSecret, code, now);
  if (step !== null) return acceptTotpStep(app.db, user.id, step);
  return looksLikeRecoveryCode(code) && consumeRecoveryCode(app.db, user.id, hashRecoveryCode(code));
}

export function registerSignInRoutes(app: ZodFastifyInstance, ctx: AuthContext): void {
  app.post('/api/auth/sign-in', { config: { access: PUBLIC }, schema: { body: SignInRequestSchema, response: { 200: z.union([SessionTokenResponseSchema, SecondFactorRequiredSchema]) } } }, async (req, reply): Promise<SessionTokenResponse | SecondFactorRequired> => {
    const body = req.body;
    const email = body.email.toLowerCase();
    // Refusals are audited (the security dashboard charts them); the addresses tried are detail, never the password.
    const limited = async (limiter: typeof ctx.limiters.ip, key: string) => {
      try {
        await hitLimit(reply, limiter, key);
      } catch (err) {
        await recordAudit(app.db, auditContext(req, null), { action: 'rate-limit.refused', detail: { route: 'sign-in', email } });
        throw err;
      }
    };
    await limited(ctx.limiters.ip, `sign-in:${req.ip}`);
    // Keyed by account and client address: guessing from one address is slowed, while the owner, from
    // theirs, can still sign in (no lockout anyone could trigger). The per-address limit bounds the rest.
    const backoffKey = `sign-in:${email}|${req.ip}`;
    await limited(ctx.limiters.account, backoffKey);
    const user = await findUserByEmail(app.db, body.email);
    // verifyPassword spends the same scrypt work on an unknown address, so timing does not tell either.
    const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
    if (!user || !passwordOk) {
      await recordAudit(app.db, auditContext(req, user?.id ?? null), {
        action: 'sign-in.failed',
        subject: user ? { type: 'user', id: user.id } : null,
        detail: { email, reason: user ? 'wrong-password' : 'unknown-account' },
      });
      throw invalidCredentials();
    }
    // The per-account limit is on guessing: the right password clears the failures counted so far.
    await ctx.limiters.account.reset(backoffKey);
    if (needsRehash(user.passwordHash)) {
      app.afterReply.add('password-rehash', { reqId: req.id }, async () => setPasswordHash(app.db, user.id, await hashPassword(body.password)));
    }
    // Only now, with the right password, may the answer say anything about the account.
    if (!user.emailVerified && !user.suspendedAt) {
      await recordAudit(app.db, auditContext(req, user.id), { action: 'sign-in.failed', subject: { type: 'user', id: user.id }, detail: { email, reason: 'email-not-verified' } });
      await sendVerificationLink(ctx, req, user);
      throw appError('EMAIL_NOT_VERIFIED');
    }
    return startSignIn(ctx, req, reply, user);
  });

  app.post('/api/auth/sign-in/factor-two', { config: { access: PUBLIC }, schema: { body: SecondFactorRequestSchema, response: { 200: SessionTokenResponseSchema } } }, async (req, reply): Promise<SessionTokenResponse> => {
    const body = req.body;
    await hitLimit(reply, ctx.limiters.ip, `factor-two:${req.ip}`);
    const now = ctx.now();
    const pending = await sessionForCredential(app.db, body.attemptToken, now, true);
    if (!pending) throw attemptExpired();
    // Per account and address, not per attempt: starting a new attempt must not reset the count of guessed codes.
    await hitLimit(reply, ctx.limiters.account, `factor-two:${pending.userId}|${req.ip}`);
    const user = await findUserById(app.db, pending.userId);
    if (!user?.totpEnabled) throw attemptExpired();
    if (!(await secondFactorMatches(app, user, body.code, now))) {
      await recordAudit(app.db, auditContext(req, user.id), { action: 'sign-in.failed', subject: { type: 'user', id: user.id }, detail: { email: user.email, reason: 'wrong-second-factor' } });
      throw invalidCode();
    }
    const response = await finishSecondFactor(ctx, req, reply, user, pending);
    if (!response) throw attemptExpired();
    await recordAudit(app.db, auditContext(req, user.id), { action: 'sign-in.succeeded', subject: { type: 'user', id: user.id }, detail: { email: user.email, secondFactor: true } });
    return response;
  });
}
