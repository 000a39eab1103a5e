import type { FastifyPluginAsync } from 'fastify';
import { CSRF_TOKEN_TTL_MS, type CsrfTokenResponse } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { mintCsrfToken } from '../../access/csrf-tokens';
import { SIGNED_IN } from '../../access/route-access';

/** `GET /api/csrf-token` (SPEC §7): a security token bound to the caller's session; expiresIn in ms (SPEC §3). */
export const csrfRoutes: FastifyPluginAsync<{ csrfSecret: Buffer }> = async (app, { csrfSecret }) => {
  app.get('/api/csrf-token', { config: { access: SIGNED_IN } }, async (req, reply): Promise<CsrfTokenResponse> => {
    const principal = requirePrincipal(req);
    // A token must never be served from a shared cache to another user.
    void reply.header('Cache-Control', 'no-store');
    return { success: true, token: mintCsrfToken(csrfSecret, principal.sessionId, Date.now(), CSRF_TOKEN_TTL_MS), expiresIn: CSRF_TOKEN_TTL_MS };
  });
};
