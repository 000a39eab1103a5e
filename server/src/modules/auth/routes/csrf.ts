import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CsrfTokenResponseSchema, CSRF_TOKEN_TTL_MS, type CsrfTokenResponse } from '@iprism/shared/contracts';
import { requirePrincipal } from '../request-principal';
import { mintCsrfToken } from '../../../platform/http/access/csrf-tokens';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { SIGNED_IN } from '../../../platform/http/access/route-access';

/** `GET /api/csrf-token` (SPEC §7): a security token bound to the caller's session; expiresIn in ms (SPEC §3). */
export const csrfRoutes: FastifyPluginAsyncZod<{ csrfSecret: Buffer }> = async (app, { csrfSecret }) => {
  declareAreaAccess(app, SIGNED_IN);
  app.get('/api/csrf-token', { schema: { response: { 200: CsrfTokenResponseSchema } } }, async (req, reply): Promise<CsrfTokenResponse> => {
    const principal = requirePrincipal(req);
    // A token must never be served from a shared cache to another user.
    void reply.header('Cache-Control', 'no-store');
    return { success: true, token: mintCsrfToken(csrfSecret, principal.sessionId, Date.now(), CSRF_TOKEN_TTL_MS), expiresIn: CSRF_TOKEN_TTL_MS };
  });
};
