import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SecondFactorRequired, SessionTokenResponse } from '@iprism/shared/contracts';
import { auditContext, recordAudit } from '../../admin';
import { appError } from '../../../platform/lib/errors';
import { randomToken, sha256Hex } from '../secrets';
import { createSession, formatCredential, SESSION_TTL_MS } from '../sessions';
import { listMembershipsOfUser } from '../../organizations';
import { completeSecondFactor, findSession, type SessionRecord } from '../repositories/sessions';
import type { UserRecord } from '../../accounts';
import { replyWithSession, sessionMeta, type AuthContext } from './context';

/**
 * After the password (or an e-mail link) proved who the user is: a full session, or, with a second
 * factor on, a pending one whose credential is the attempt token. A new session starts in the user's
 * first organisation so organisation-gated pages work without an extra switch.
 */
export async function startSignIn(ctx: AuthContext, req: FastifyRequest, reply: FastifyReply, user: UserRecord): Promise<SessionTokenResponse | SecondFactorRequired> {
  const db = req.server.db;
  const audit = auditContext(req, user.id);
  // Every way in (password, e-mail link) passes here, so a suspended account is refused on each.
  if (user.suspendedAt) {
    await recordAudit(db, audit, { action: 'sign-in.failed', subject: { type: 'user', id: user.id }, detail: { email: user.email, reason: 'suspended' } });
    throw appError('ACCOUNT_SUSPENDED');
  }
  const [first] = await listMembershipsOfUser(db, user.id);
  const { session, credential } = await db.transaction(async (tx) => {
    const created = await createSession(tx, {
      userId: user.id,
      activeOrganizationId: first?.organizationId ?? null,
      secondFactorPending: user.totpEnabled,
      meta: sessionMeta(req),
      now: ctx.now(),
    });
    // With a second factor on, success is recorded when the code is accepted.
    if (!user.totpEnabled) await recordAudit(tx, audit, { action: 'sign-in.succeeded', subject: { type: 'user', id: user.id }, detail: { email: user.email } });
    return created;
  });
  if (user.totpEnabled) return { status: 'needs_second_factor', attemptToken: credential };
  return replyWithSession(ctx, req, reply, { user, session, credential });
}

/** Turns a pending session into a full one with a fresh refresh credential, so the attempt token dies with it. */
export async function finishSecondFactor(ctx: AuthContext, req: FastifyRequest, reply: FastifyReply, user: UserRecord, pending: SessionRecord): Promise<SessionTokenResponse | null> {
  const secret = randomToken();
  const done = await completeSecondFactor(req.server.db, pending.id, sha256Hex(secret), new Date(ctx.now().getTime() + SESSION_TTL_MS));
  const session = done ? await findSession(req.server.db, pending.id) : null;
  if (!session) return null;
  return replyWithSession(ctx, req, reply, { user, session, credential: formatCredential(session.id, secret) });
}
