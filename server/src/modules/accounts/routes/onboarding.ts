import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PENDING_ASSIGNMENT_STATUS, PendingAssignmentResponseSchema, type PendingAssignmentResponse } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import { setOrganizationStatus } from '../repositories/user-profile';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { SIGNED_IN } from '../../../platform/http/access/route-access';

/**
 * `POST /api/onboarding/pending`: the user chose "my organisation will invite me" during onboarding.
 * SPEC §4 then limits them to account, settings and support until an invitation is accepted.
 */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, SIGNED_IN);
  app.post('/api/onboarding/pending', { schema: { response: { 200: PendingAssignmentResponseSchema } } }, async (req): Promise<PendingAssignmentResponse> => {
    const principal = requirePrincipal(req);
    await setOrganizationStatus(app.db, principal.userId, PENDING_ASSIGNMENT_STATUS);
    return { organizationStatus: PENDING_ASSIGNMENT_STATUS };
  });
};
