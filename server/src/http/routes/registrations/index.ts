import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  ApproveRegistrationSchema,
  CreateRegistrationSchema,
  ERROR_CODES,
  PENDING_ASSIGNMENT_STATUS,
  PRODUCT_NAME,
  REGISTRATION_STATUSES,
  RegistrationFormatRequestSchema,
  RejectRegistrationSchema,
  VerifyPractitionerRequestSchema,
  type Registration,
  type RegistrationFormat,
  type VerifyPractitionerResponse,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { trustedOrigin } from '../../../auth/link-origin';
import { auditContext, recordAudit } from '../../../db/repositories/audit-log';
import { addMembership } from '../../../db/repositories/memberships';
import { findOrganization, insertOrganization, slugsLike } from '../../../db/repositories/organizations';
import { rosterEntriesOfNumber } from '../../../db/repositories/practitioner-roster';
import { decideRegistration, findPendingRegistrationOfUser, findRegistration, insertRegistration, listRegistrations } from '../../../db/repositories/registrations';
import { setOrganizationStatus } from '../../../db/repositories/user-profile';
import { findUserById } from '../../../db/repositories/users';
import { matchPractitioner } from '../../../domain/registrations/practitioner-match';
import { formatRegistrationNumber } from '../../../domain/registrations/registration-number';
import type { Queryable } from '../../../db/db';
import { AppError, notFound } from '../../../lib/errors';
import { PUBLIC, SIGNED_IN, STAFF } from '../../access/route-access';
import { replaceLicence } from '../admin/licence-change';
import { permissionsOfRole } from '../organizations/member-rules';
import { firstFreeSlug, slugify } from '../organizations/slug';

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

const alreadyDecided = () => new AppError(409, ERROR_CODES.CONFLICT, 'This registration has already been decided.');

/**
 * Law-firm registrations (SPEC §7 format and verify-practitioner are public and exempt from the security
 * token: the sign-up form calls them before an account exists), the applicant's sign-up, and the staff queue.
 */
export const registrationsRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/registrations/format', { config: { access: PUBLIC } }, async (req): Promise<RegistrationFormat> => {
    const { registrationNumber } = RegistrationFormatRequestSchema.parse(req.body ?? {});
    return formatRegistrationNumber(registrationNumber);
  });

  app.post('/api/registrations/verify-practitioner', { config: { access: PUBLIC } }, async (req): Promise<VerifyPractitionerResponse> => {
    const { registrationNumber, lastName } = VerifyPractitionerRequestSchema.parse(req.body ?? {});
    return verify(app.db, registrationNumber, lastName);
  });

  /** An organisation sign-up waiting for a licence: the practitioner check is run now and kept with it. */
  app.post('/api/registrations', { config: { access: SIGNED_IN } }, async (req, reply): Promise<Registration> => {
    const principal = requirePrincipal(req);
    const body = CreateRegistrationSchema.parse(req.body ?? {});
    const number = formatRegistrationNumber(body.registrationNumber);
    if (!number.valid) throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, `registrationNumber: ${number.message}`, [{ path: 'registrationNumber', message: number.message }]);
    const user = await findUserById(app.db, principal.userId);
    if (!user) throw notFound('No such account.');
    if (await findPendingRegistrationOfUser(app.db, user.id)) throw new AppError(409, ERROR_CODES.CONFLICT, 'You already have a registration waiting for review.');
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

  app.get('/api/registrations/mine', { config: { access: SIGNED_IN } }, async (req): Promise<{ registration: Registration | null }> => ({
    registration: await findPendingRegistrationOfUser(app.db, requirePrincipal(req).userId),
  }));

  app.get('/api/admin/registrations', { config: { access: STAFF } }, async (req): Promise<{ items: Registration[] }> => {
    const { status } = ListQuery.parse(req.query);
    return { items: await listRegistrations(app.db, status ?? null) };
  });

  app.post<{ Params: { id: string } }>('/api/admin/registrations/:id/approve', { config: { access: STAFF } }, async (req): Promise<Registration> => {
    const principal = requirePrincipal(req);
    const body = ApproveRegistrationSchema.parse(req.body ?? {});
    const registration = await findRegistration(app.db, req.params.id);
    if (!registration) throw notFound('No such registration.');
    if (registration.status !== 'pending') throw alreadyDecided();
    const now = new Date();
    const org = await app.db.transaction(async (tx) => {
      let target = body.organizationId ? await findOrganization(tx, body.organizationId) : null;
      if (body.organizationId && !target) throw notFound('No such organization.');
      if (!target) {
        const base = slugify(registration.organizationName);
        target = await insertOrganization(tx, { name: registration.organizationName, slug: firstFreeSlug(base, await slugsLike(tx, base)), adminId: registration.userId });
      }
      await addMembership(tx, { organizationId: target.id, userId: registration.userId, role: 'org:admin', permissions: permissionsOfRole('org:admin') });
      await setOrganizationStatus(tx, registration.userId, null);
      await replaceLicence(tx, { organizationId: target.id }, { type: registration.licenseType as 'PilotLawFirmStandard', endsAt: body.endsAt, seats: registration.seats }, now);
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

  app.post<{ Params: { id: string } }>('/api/admin/registrations/:id/reject', { config: { access: STAFF } }, async (req): Promise<Registration> => {
    const principal = requirePrincipal(req);
    const { reason } = RejectRegistrationSchema.parse(req.body ?? {});
    const registration = await findRegistration(app.db, req.params.id);
    if (!registration) throw notFound('No such registration.');
    await app.db.transaction(async (tx) => {
      if (!(await decideRegistration(tx, registration.id, { status: 'rejected', by: principal.userId, reason }))) throw alreadyDecided();
      await recordAudit(tx, auditContext(req), { action: 'registration.rejected', subject: { type: 'registration', id: registration.id }, detail: { userId: registration.userId, reason } });
    });
    await mailApplicant(app, registration, `Your ${PRODUCT_NAME} registration`, `We could not approve your registration for ${registration.organizationName}.\n\nReason: ${reason}\n\nReply to this e-mail if you have questions.`);
    return (await findRegistration(app.db, registration.id))!;
  });
};
