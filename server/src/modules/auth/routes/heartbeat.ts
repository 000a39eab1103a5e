import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HeartbeatResultSchema, HEARTBEAT_INTERVAL_MS, type HeartbeatResult } from '@iprism/shared/contracts';
import { requirePrincipal } from '../request-principal';
import { recordSessionHeartbeat } from '../repositories/session-heartbeat';
import { appError } from '../../../platform/lib/errors';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { SELF_SERVICE } from '../../../platform/http/access/route-access';

/**
 * `POST /api/session/heartbeat` (SPEC §7, security-token exempt): a visible signed-in tab reports that the
 * session is in use; the last-seen time feeds the sessions list and the security dashboard. The write is
 * throttled to once a minute per session whatever the number of tabs.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, SELF_SERVICE);
  app.post('/api/session/heartbeat', { schema: { response: { 200: HeartbeatResultSchema } } }, async (req, reply): Promise<HeartbeatResult> => {
    const principal = requirePrincipal(req);
    const beat = await recordSessionHeartbeat(app.db, principal.sessionId, new Date(), HEARTBEAT_INTERVAL_MS);
    if (!beat) throw appError('UNAUTHORIZED');
    void reply.header('Cache-Control', 'no-store');
    return { lastSeenAt: beat.lastSeenAt.toISOString(), recorded: beat.recorded };
  });
};
