import type { FastifyPluginAsync } from 'fastify';
import { PENDING_ASSIGNMENT_STATUS } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { setOrganizationStatus } from '../../../db/repositories/user-profile';
import { SIGNED_IN } from '../../access/route-access';

/**
 * `POST /api/onboarding/pending`: the user chose "my organisation will invite me" during onboarding.
 * SPEC §4 then limits them to account, settings and support until an invitation is accepted.
 */
export const onboardingRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/onboarding/pending', { config: { access: SIGNED_IN } }, async (req) => {
    const principal = requirePrincipal(req);
    await setOrganizationStatus(app.db, principal.userId, PENDING_ASSIGNMENT_STATUS);
    return { organizationStatus: PENDING_ASSIGNMENT_STATUS };
  });
};
