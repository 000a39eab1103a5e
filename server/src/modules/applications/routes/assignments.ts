import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MemberParamsSchema,
  IdParamsSchema,
  ApplicationAssignmentSchema,
  ApplicationAssignmentsSchema,
  ASSIGNMENT_MESSAGES,
  AssignApplicationRequestSchema,
  type ApplicationAssignment,
  type ApplicationAssignments,
} from '@iprism/shared/contracts';
import type { Principal } from '../../auth';
import { requirePrincipal } from '../../auth';
import { addAssignment, findAssignableMember, listAssignmentCandidates, listAssignments, removeAssignment } from '../repositories/application-assignments';
import type { ApplicationRecord } from '../repositories/applications';
import { appError } from '../../../platform/lib/errors';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { PILOT } from '../../../platform/http/access/route-access';
import { canAssignApplication, findVisibleApplication } from '../application-rights';


const unprocessable = (message: string) => appError('UNPROCESSABLE', message);

/**
 * Assigning an application to members of its organisation, who then see it on every channel
 * (`isApplicationVisible`); for a client-portal user this is sharing a report (SPEC §6: they read
 * "assigned reports"). Only those who may assign (`canAssignApplication`) see or change the assignments;
 * a client-portal user who was given the application gets 403 here, anyone who cannot see it the 404 of
 * an unknown id. Client-portal users never reach the writes: the access layer refuses their mutating calls.
 */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, PILOT);
  async function assignableApplication(principal: Principal, id: string): Promise<ApplicationRecord> {
    const application = await findVisibleApplication(app.db, principal, id);
    if (!(await canAssignApplication(app.db, principal))) throw appError('FORBIDDEN', ASSIGNMENT_MESSAGES.readOnly);
    return application;
  }

  app.get('/api/applications/:id/assignments', { schema: { summary: 'The members the application is assigned to, and the members it can still be assigned to', params: IdParamsSchema, response: { 200: ApplicationAssignmentsSchema } } }, async (req, reply): Promise<ApplicationAssignments> => {
    const { id } = req.params;
    const application = await assignableApplication(requirePrincipal(req), id);
    const [assignments, candidates] = await Promise.all([
      listAssignments(app.db, id),
      application.organizationId === null ? [] : listAssignmentCandidates(app.db, id, application.organizationId, application.ownerUserId),
    ]);
    void reply.header('cache-control', 'no-store');
    return { assignments: assignments.map((a) => ({ ...a, assignedAt: a.assignedAt.toISOString() })), candidates };
  });

  app.post('/api/applications/:id/assignments', { schema: { summary: 'Assign the application to a member of its organisation', params: IdParamsSchema, body: AssignApplicationRequestSchema, response: { 201: ApplicationAssignmentSchema } } }, async (req, reply): Promise<ApplicationAssignment> => {
    const { id } = req.params;
    const { userId } = req.body;
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
  app.delete('/api/applications/:id/assignments/:userId', { schema: { summary: 'Stop assigning the application to the user', params: MemberParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    const { id, userId } = req.params;
    await assignableApplication(requirePrincipal(req), id);
    await removeAssignment(app.db, id, userId);
    // A subscription made while assigned would otherwise keep delivering the application's progress.
    app.userPush.leaveApplications(userId, [id]);
    return reply.code(204).send(null);
  });
};
