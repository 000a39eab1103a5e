import type { FastifyPluginAsync } from 'fastify';
import { HEARTBEAT_INTERVAL_MS, type HeartbeatResult } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { recordSessionHeartbeat } from '../../../db/repositories/session-heartbeat';
import { unauthorized } from '../../../lib/errors';
import { SELF_SERVICE } from '../../access/route-access';

/**
 * `POST /api/session/heartbeat` (SPEC §7, security-token exempt): a visible signed-in tab reports that the
 * session is in use; the last-seen time feeds the sessions list and the security dashboard. The write is
 * throttled to once a minute per session whatever the number of tabs.
 */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/session/heartbeat', { config: { access: SELF_SERVICE } }, async (req, reply): Promise<HeartbeatResult> => {
    const principal = requirePrincipal(req);
    const beat = await recordSessionHeartbeat(app.db, principal.sessionId, new Date(), HEARTBEAT_INTERVAL_MS);
    if (!beat) throw unauthorized();
    void reply.header('Cache-Control', 'no-store');
    return { lastSeenAt: beat.lastSeenAt.toISOString(), recorded: beat.recorded };
  });
};
