import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionTokenResponse } from '@iprism/shared/contracts';
import type { Identity } from '../identity';
import { trustedOrigin } from '../link-origin';
import { sessionTokenResponse } from '../session-response';
import type { SessionMeta } from '../sessions';
import type { SessionRecord } from '../repositories/sessions';
import type { UserRecord } from '../../accounts';
import { appError } from '../../../platform/lib/errors';
import type { RateLimiter } from '../../../platform/http/plugins/rate-limit';
import type { MailMessage } from '../../../platform/mail/mailer';
import { setRefreshCookie } from './refresh-cookie';

/** Everything the auth route files share: the token signer, the limiters and a few reply helpers. */
export interface AuthContext {
  identity: Identity;
  limiters: {
    /** Sign-in and second-factor attempts per account. */
    account: RateLimiter;
    /** Attempts per client address across all auth forms that take a secret. */
    ip: RateLimiter;
    /** Mails per address, so the forms cannot be used to flood someone's inbox. */
    mail: RateLimiter;
  };
  now: () => Date;
}

/** Counts one attempt; over the limit answers 429 with Retry-After and the SPEC §8 message. */
export async function hitLimit(reply: FastifyReply, limiter: RateLimiter, key: string): Promise<void> {
  const decision = await limiter.hit(key);
  if (decision.allowed) return;
  void reply.header('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
  throw appError('RATE_LIMITED');
}

export const sessionMeta = (req: FastifyRequest): SessionMeta => ({ userAgent: String(req.headers['user-agent'] ?? ''), ip: req.ip });

/** Signs a token for a live session and, with a new credential, sets the refresh cookie. */
export async function replyWithSession(
  ctx: AuthContext,
  req: FastifyRequest,
  reply: FastifyReply,
  input: { user: UserRecord; session: SessionRecord; credential?: string },
): Promise<SessionTokenResponse> {
  if (input.credential) setRefreshCookie(req, reply, input.credential);
  return sessionTokenResponse(req.server.db, ctx.identity.signer, { user: input.user, session: input.session, azp: trustedOrigin(req.server.config, req), now: ctx.now() });
}

/**
 * Sends one mail unless the address had too many lately. A failure is logged, never answered: the
 * forms answer the same whatever happens to the mail, so they cannot tell whether an account exists.
 */
export async function sendMailQuietly(ctx: AuthContext, req: FastifyRequest, message: MailMessage): Promise<void> {
  if (!(await ctx.limiters.mail.hit(`mail:${message.to.toLowerCase()}`)).allowed) {
    req.log.info({ kind: message.kind }, 'mail skipped: too many for this address');
    return;
  }
  try {
    await req.server.mailer.send(message);
  } catch (err) {
    req.log.error({ err, kind: message.kind }, 'sending mail failed');
  }
}
