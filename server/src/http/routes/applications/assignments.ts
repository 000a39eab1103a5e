import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  ASSIGNMENT_MESSAGES,
  AssignApplicationRequestSchema,
  ERROR_CODES,
  type ApplicationAssignment,
  type ApplicationAssignments,
} from '@iprism/shared/contracts';
import type { Principal } from '../../../auth/principal';
import { requirePrincipal } from '../../../auth/request-principal';
import { addAssignment, findAssignableMember, listAssignmentCandidates, listAssignments, removeAssignment } from '../../../db/repositories/application-assignments';
import type { ApplicationRecord } from '../../../db/repositories/applications';
import { AppError, forbidden } from '../../../lib/errors';
import { PILOT } from '../../access/route-access';
import { canAssignApplication, findVisibleApplication } from './application-rights';

const IdParams = z.object({ id: z.string().min(1).max(200) });
const AssignmentParams = IdParams.extend({ userId: z.string().min(1).max(200) });

const unprocessable = (message: string) => new AppError(422, ERROR_CODES.VALIDATION_FAILED, message);

/**
 * Assigning an application to members of its organisation, who then see it on every channel
 * (`isApplicationVisible`); for a client-portal user this is sharing a report (SPEC §6: they read
 * "assigned reports"). Only those who may assign (`canAssignApplication`) see or change the assignments;
 * a client-portal user who was given the application gets 403 here, anyone who cannot see it the 404 of
 * an unknown id. Client-portal users never reach the writes: the access layer refuses their mutating calls.
 */
export const assignmentRoutes: FastifyPluginAsync = async (app) => {
  async function assignableApplication(principal: Principal, id: string): Promise<ApplicationRecord> {
    const application = await findVisibleApplication(app.db, principal, id);
    if (!(await canAssignApplication(app.db, principal))) throw forbidden(ASSIGNMENT_MESSAGES.readOnly);
    return application;
  }

  app.get('/api/applications/:id/assignments', { config: { access: PILOT } }, async (req, reply): Promise<ApplicationAssignments> => {
    const { id } = IdParams.parse(req.params);
    const application = await assignableApplication(requirePrincipal(req), id);
    const [assignments, candidates] = await Promise.all([
      listAssignments(app.db, id),
      application.organizationId === null ? [] : listAssignmentCandidates(app.db, id, application.organizationId, application.ownerUserId),
    ]);
    void reply.header('cache-control', 'no-store');
    return { assignments: assignments.map((a) => ({ ...a, assignedAt: a.assignedAt.toISOString() })), candidates };
  });

  app.post('/api/applications/:id/assignments', { config: { access: PILOT } }, async (req, reply): Promise<ApplicationAssignment> => {
    const { id } = IdParams.parse(req.params);
    const { userId } = AssignApplicationRequestSchema.parse(req.body);
    const principal = requirePrincipal(req);
    const application = await assignableApplication(principal, id);
    if (application.organizationId === null) throw unprocessable(ASSIGNMENT_MESSAGES.noOrganization);
    const member = await findAssignableMember(app.db, application.organizationId, userId);
    if (!member) throw unprocessable(ASSIGNMENT_MESSAGES.notMember);
    const assignedAt = await addAssignment(app.db, { applicationId: id, userId, assignedBy: principal.userId });
    void reply.code(201);
    return { ...member, assignedAt: assignedAt.toISOString() };
  });

  /** Idempotent: 204 whether or not the user was assigned. */
  app.delete('/api/applications/:id/assignments/:userId', { config: { access: PILOT } }, async (req, reply) => {
    const { id, userId } = AssignmentParams.parse(req.params);
    await assignableApplication(requirePrincipal(req), id);
    await removeAssignment(app.db, id, userId);
    // A subscription made while assigned would otherwise keep delivering the application's progress.
    app.userPush.leaveApplications(userId, [id]);
    return reply.code(204).send();
  });
};
