import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodFastifyInstance } from '../../../platform/http/plugins/zod-schemas';
import { idleLimitMs } from '../idle-session';
import { ActiveSessionListSchema, CurrentUserResponseSchema, IdParamsSchema, SessionTokenResponseSchema, SetActiveOrganizationRequestSchema, type ActiveSession, type AuthUser, type SessionTokenResponse } from '@iprism/shared/contracts';
import { toAuthUser } from '../auth-user';
import type { Principal } from '../principal';
import { requirePrincipal } from '../request-principal';
import { refreshSession, sessionOfRefreshCredential } from '../sessions';
import { findMembership, listMembershipsOfUser } from '../../organizations';
import { findSession, listLiveSessions, revokeSession, setSessionOrganization } from '../repositories/sessions';
import { findUserById, type UserRecord } from '../../accounts';
import { appError } from '../../../platform/lib/errors';
import { PUBLIC, SELF_SERVICE, SIGNED_IN } from '../../../platform/http/access/route-access';
import { replyWithSession, type AuthContext } from './context';
import { clearRefreshCookie, readRefreshCookie } from './refresh-cookie';
import { auditContext, recordAudit } from '../../admin';

/** Routes that change built-in sessions or accounts make no sense for a Clerk principal. */
export function requireBuiltinPrincipal(principal: Principal): Principal {
  if (principal.provider !== 'builtin') throw appError('VALIDATION_FAILED', 'This account is managed by the external identity provider.');
  return principal;
}

export async function requireUser(app: FastifyInstance, principal: Principal): Promise<UserRecord> {
  const user = await findUserById(app.db, principal.userId);
  if (!user) throw appError('UNAUTHORIZED');
  return user;
}

export function registerSessionRoutes(app: ZodFastifyInstance, ctx: AuthContext): void {
  // Public: the 60 s bearer token may have run out; the httpOnly cookie is the credential here.
  // No cookie at all is the normal signed-out visit, not an error: 204, so restoring a session on
  // every page load does not log a failed request. A cookie that no longer works is a 401.
  app.post('/api/auth/refresh', { config: { access: PUBLIC }, schema: { response: { 200: SessionTokenResponseSchema, 204: z.null() } } }, async (req, reply): Promise<SessionTokenResponse | undefined> => {
    const now = ctx.now();
    const credential = readRefreshCookie(req);
    if (!credential) return reply.status(204).send(null);
    const outcome = await refreshSession(app.db, credential, now, idleLimitMs(app.config.sessionIdleMinutes));
    if (outcome.kind === 'reused') {
      req.log.warn({ event: 'refresh-token-reuse' }, 'a rotated refresh token was presented again: session ended');
      ctx.identity.sessions.revoked();
    }
    if (outcome.kind === 'idle') {
      req.log.info({ event: 'session-idle' }, 'a session idle past the limit was signed out');
      ctx.identity.sessions.revoked();
      clearRefreshCookie(req, reply);
      throw appError('SESSION_IDLE');
    }
    const session = outcome.kind === 'rotated' || outcome.kind === 'concurrent' ? outcome.session : null;
    const user = session ? await findUserById(app.db, session.userId) : null;
    if (!session || !user || user.suspendedAt) {
      clearRefreshCookie(req, reply);
      throw appError('UNAUTHORIZED');
    }
    return replyWithSession(ctx, req, reply, { user, session, credential: outcome.kind === 'rotated' ? outcome.credential : undefined });
  });

  // Public for the same reason: signing out must work with an expired token. Either credential
  // (the cookie, or a valid bearer token via the access hook) ends its own session.
  app.post('/api/auth/sign-out', { config: { access: PUBLIC }, schema: { response: { 204: z.null() } } }, async (req, reply) => {
    const session = await sessionOfRefreshCredential(app.db, readRefreshCookie(req));
    if (session) await revokeSession(app.db, session.id, session.userId);
    if (req.principal?.provider === 'builtin') await revokeSession(app.db, req.principal.sessionId, req.principal.userId);
    const who = session?.userId ?? req.principal?.userId ?? null;
    if (who) await recordAudit(app.db, auditContext(req, who), { action: 'sign-out', subject: { type: 'user', id: who } });
    ctx.identity.sessions.revoked();
    clearRefreshCookie(req, reply);
    return reply.status(204).send(null);
  });

  app.get('/api/auth/me', { config: { access: SIGNED_IN }, schema: { response: { 200: CurrentUserResponseSchema } } }, async (req): Promise<{ user: AuthUser }> => {
    const principal = requirePrincipal(req);
    const user = await requireUser(app, principal);
    return { user: toAuthUser(user, await listMembershipsOfUser(app.db, user.id), principal.orgId) };
  });

  app.post('/api/auth/active-organization', { config: { access: SELF_SERVICE }, schema: { body: SetActiveOrganizationRequestSchema, response: { 200: SessionTokenResponseSchema } } }, async (req, reply): Promise<SessionTokenResponse> => {
    const principal = requireBuiltinPrincipal(requirePrincipal(req));
    const { organizationId } = req.body;
    if (organizationId !== null && !(await findMembership(app.db, principal.userId, organizationId))) {
      throw appError('FORBIDDEN', 'You are not a member of this organization.');
    }
    await setSessionOrganization(app.db, principal.sessionId, organizationId);
    const [user, session] = await Promise.all([requireUser(app, principal), findSession(app.db, principal.sessionId)]);
    if (!session) throw appError('UNAUTHORIZED');
    return replyWithSession(ctx, req, reply, { user, session });
  });

  app.get('/api/auth/sessions', { config: { access: SIGNED_IN }, schema: { response: { 200: ActiveSessionListSchema } } }, async (req): Promise<{ sessions: ActiveSession[] }> => {
    const principal = requireBuiltinPrincipal(requirePrincipal(req));
    const sessions = await listLiveSessions(app.db, principal.userId, ctx.now());
    return {
      sessions: sessions.map((s) => ({
        id: s.id,
        current: s.id === principal.sessionId,
        userAgent: s.userAgent,
        ip: s.ip,
        createdAt: s.createdAt.toISOString(),
        lastActiveAt: s.lastActiveAt.toISOString(),
      })),
    };
  });

  app.delete('/api/auth/sessions/:id', { config: { access: SELF_SERVICE }, schema: { params: IdParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    const principal = requireBuiltinPrincipal(requirePrincipal(req));
    // Someone else's session id answers like an unknown one.
    if (!(await revokeSession(app.db, req.params.id, principal.userId))) throw appError('NOT_FOUND', 'No such session.');
    await recordAudit(app.db, auditContext(req), { action: 'session.revoked', subject: { type: 'user', id: principal.userId }, detail: { sessionId: req.params.id } });
    ctx.identity.sessions.revoked();
    return reply.status(204).send(null);
  });
}
