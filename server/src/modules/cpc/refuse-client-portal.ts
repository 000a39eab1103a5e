import type { FastifyInstance } from 'fastify';
import { CLIENT_FEATURE_MESSAGE } from '@iprism/shared/contracts';
import { isClientPortalPrincipal } from '../auth';
import { appError } from '../../platform/lib/errors';

/**
 * SPEC §6: client-portal users are blocked from the classification explorer. The access layer only refuses
 * their writes, so this plugin-scoped hook refuses their reads too (after the 401 of the access layer).
 */
export function refuseClientPortal(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    if (req.principal && (await isClientPortalPrincipal(app.db, req.principal))) throw appError('FORBIDDEN', CLIENT_FEATURE_MESSAGE);
  });
}
