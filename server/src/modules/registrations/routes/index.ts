import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  RegistrationListSchema,
  IdParamsSchema,
  RegistrationFormatSchema,
  RegistrationSchema,
  VerifyPractitionerResponseSchema,
  ApproveRegistrationSchema,
  CreateRegistrationSchema,
  PENDING_ASSIGNMENT_STATUS,
  PRODUCT_NAME,
  REGISTRATION_STATUSES,
  RegistrationFormatRequestSchema,
  RejectRegistrationSchema,
  VerifyPractitionerRequestSchema,
  MyRegistrationSchema,
  type Registration,
  type RegistrationFormat,
  type VerifyPractitionerResponse,
} from '@iprism/shared/contracts';
import { requirePrincipal, trustedOrigin } from '../../auth';
import { auditContext, recordAudit, replaceLicense } from '../../admin';
import { addMembership, findOrganization, firstFreeSlug, insertOrganization, permissionsOfRole, slugify, slugsLike } from '../../organizations';
import { rosterEntriesOfNumber } from '../repositories/practitioner-roster';
import { decideRegistration, findPendingRegistrationOfUser, findRegistration, insertRegistration, listRegistrations } from '../repositories/registrations';
import { findUserById, setOrganizationStatus } from '../../accounts';
import { matchPractitioner } from '../../../domain/registrations/practitioner-match';
import { formatRegistrationNumber } from '../../../domain/registrations/registration-number';
import type { Queryable } from '../../../platform/db/db';
import { appError } from '../../../platform/lib/errors';
import { PUBLIC, SIGNED_IN, STAFF } from '../../../platform/http/access/route-access';

const ListQuery = z.object({ status: z.enum(REGISTRATION_STATUSES).optional() });
const signature = `\n\n— The ${PRODUCT_NAME} team`;

async function verify(db: Queryable, registrationNumber: string, lastName: string): Promise<VerifyPractitionerResponse> {
  const number = formatRegistrationNumber(registrationNumber);
  if (!number.valid) return { verified: false };
  return matchPractitioner(await rosterEntriesOfNumber(db, number.normalized), registrationNumber, lastName);
}

async function mailApplicant(app: FastifyInstance, r: Registration, subject: string, text: string): Promise<void> {
  await app.mailer.send({ to: r.email, kind: 'registration-decision', subject, text: `Hello ${r.applicantName || 'there'},\n\n${text}${signature}` });
}

const alreadyDecided = () => appError('CONFLICT', 'This registration has already been decided.');

/**
 * Law-firm registrations (SPEC §7 format and verify-practitioner are public and exempt from the security
 * token: the sign-up form calls them before an account exists), the applicant's sign-up, and the staff queue.
 */
export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/registrations/format', { config: { access: PUBLIC }, schema: { body: RegistrationFormatRequestSchema, response: { 200: RegistrationFormatSchema } } }, async (req): Promise<RegistrationFormat> => {
    const { registrationNumber } = req.body;
    return formatRegistrationNumber(registrationNumber);
  });

  app.post('/api/registrations/verify-practitioner', { config: { access: PUBLIC }, schema: { body: VerifyPractitionerRequestSchema, response: { 200: VerifyPractitionerResponseSchema } } }, async (req): Promise<VerifyPractitionerResponse> => {
    const { registrationNumber, lastName } = req.body;
    return verify(app.db, registrationNumber, lastName);
  });

  /** An organisation sign-up waiting for a licence: the practitioner check is run now and kept with it. */
  app.post('/api/registrations', { config: { access: SIGNED_IN }, schema: { body: CreateRegistrationSchema, response: { 201: RegistrationSchema } } }, async (req, reply): Promise<Registration> => {
    const principal = requirePrincipal(req);
    const body = req.body;
    const number = formatRegistrationNumber(body.registrationNumber);
    if (!number.valid) throw appError('VALIDATION_FAILED', `registrationNumber: ${number.message}`, [{ path: 'registrationNumber', message: number.message }]);
    const user = await findUserById(app.db, principal.userId);
    if (!user) throw appError('NOT_FOUND', 'No such account.');
    if (await findPendingRegistrationOfUser(app.db, user.id)) throw appError('CONFLICT', 'You already have a registration waiting for review.');
    const verification = await verify(app.db, number.normalized, body.lastName);
    const created = await app.db.transaction(async (tx) => {
      const r = await insertRegistration(tx, { userId: user.id, email: user.email, applicantName: user.name, organizationName: body.organizationName, licenseType: body.licenseType, seats: body.seats, registrationNumber: number.normalized, lastName: body.lastName, verification });
      await setOrganizationStatus(tx, user.id, PENDING_ASSIGNMENT_STATUS);
      return r;
    });
    app.accessSignal.changed();
    void reply.status(201);
    return created;
  });

  app.get('/api/registrations/mine', { config: { access: SIGNED_IN }, schema: { response: { 200: MyRegistrationSchema } } }, async (req): Promise<{ registration: Registration | null }> => ({
    registration: await findPendingRegistrationOfUser(app.db, requirePrincipal(req).userId),
  }));

  app.get('/api/admin/registrations', { config: { access: STAFF }, schema: { response: { 200: RegistrationListSchema }, querystring: ListQuery } }, async (req): Promise<{ items: Registration[] }> => {
    const { status } = req.query;
    return { items: await listRegistrations(app.db, status ?? null) };
  });

  app.post('/api/admin/registrations/:id/approve', { config: { access: STAFF }, schema: { params: IdParamsSchema, body: ApproveRegistrationSchema, response: { 200: RegistrationSchema } } }, async (req): Promise<Registration> => {
    const principal = requirePrincipal(req);
    const body = req.body;
    const registration = await findRegistration(app.db, req.params.id);
    if (!registration) throw appError('NOT_FOUND', 'No such registration.');
    if (registration.status !== 'pending') throw alreadyDecided();
    const now = new Date();
    const org = await app.db.transaction(async (tx) => {
      let target = body.organizationId ? await findOrganization(tx, body.organizationId) : null;
      if (body.organizationId && !target) throw appError('NOT_FOUND', 'No such organization.');
      if (!target) {
        const base = slugify(registration.organizationName);
        target = await insertOrganization(tx, { name: registration.organizationName, slug: firstFreeSlug(base, await slugsLike(tx, base)), adminId: registration.userId });
      }
      await addMembership(tx, { organizationId: target.id, userId: registration.userId, role: 'org:admin', permissions: permissionsOfRole('org:admin') });
      await setOrganizationStatus(tx, registration.userId, null);
      await replaceLicense(tx, { organizationId: target.id }, { type: registration.licenseType as 'PilotLawFirmStandard', endsAt: body.endsAt, seats: registration.seats }, now);
      if (!(await decideRegistration(tx, registration.id, { status: 'approved', by: principal.userId, organizationId: target.id }))) throw alreadyDecided();
      const audit = auditContext(req);
      await recordAudit(tx, audit, { action: 'registration.approved', subject: { type: 'registration', id: registration.id }, detail: { organizationId: target.id, userId: registration.userId, verified: registration.verification.verified } });
      await recordAudit(tx, audit, { action: 'license.changed', subject: { type: 'organization', id: target.id }, detail: { type: registration.licenseType, seats: registration.seats, endsAt: body.endsAt } });
      return target;
    });
    app.accessSignal.changed();
    await mailApplicant(
      app,
      registration,
      `Your ${PRODUCT_NAME} registration is approved`,
      `Your registration for ${org.name} has been approved and your ${registration.licenseType} licence for ${registration.seats} seat${registration.seats === 1 ? '' : 's'} is active.\n\nSign in: ${trustedOrigin(app.config, req)}/sign-in`,
    );
    return (await findRegistration(app.db, registration.id))!;
  });

  app.post('/api/admin/registrations/:id/reject', { config: { access: STAFF }, schema: { params: IdParamsSchema, body: RejectRegistrationSchema, response: { 200: RegistrationSchema } } }, async (req): Promise<Registration> => {
    const principal = requirePrincipal(req);
    const { reason } = req.body;
    const registration = await findRegistration(app.db, req.params.id);
    if (!registration) throw appError('NOT_FOUND', 'No such registration.');
    await app.db.transaction(async (tx) => {
      if (!(await decideRegistration(tx, registration.id, { status: 'rejected', by: principal.userId, reason }))) throw alreadyDecided();
      await recordAudit(tx, auditContext(req), { action: 'registration.rejected', subject: { type: 'registration', id: registration.id }, detail: { userId: registration.userId, reason } });
    });
    await mailApplicant(app, registration, `Your ${PRODUCT_NAME} registration`, `We could not approve your registration for ${registration.organizationName}.\n\nReason: ${reason}\n\nReply to this e-mail if you have questions.`);
    return (await findRegistration(app.db, registration.id))!;
  });
};
