import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CareerApplicationListSchema, JobOpeningListSchema, IdParamsSchema, CareerApplicationSchema, JobOpeningSchema, OpeningInputSchema, PRODUCT_NAME, UpdateApplicationSchema, type CandidateStatus, type CareerApplication, type JobOpening } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import { findApplication, findCareerCv, findOpening, insertOpening, listApplications, listOpenings, saveReview, updateOpening } from '../repositories/careers';
import type { MailMessage } from '../../../platform/mail/mailer';
import { appError } from '../../../platform/lib/errors';
import { PUBLIC, STAFF } from '../../../platform/http/access/route-access';
import { attachment } from '../../../platform/http/content-disposition';


/** The e-mail a candidate gets when invited to interview or turned down; staff may add their own words. */
export function candidateMail(a: CareerApplication, status: CandidateStatus, message: string | undefined): MailMessage | null {
  const extra = message ? `\n\n${message}` : '';
  if (status === 'interview')
    return {
      to: a.email,
      kind: 'careers-interview',
      subject: `Interview invitation: ${a.role} at ${PRODUCT_NAME}`,
      text: `Hello ${a.name},\n\nThank you for applying for ${a.role}. We would like to invite you to an interview.${extra}\n\nPlease reply to this message with a few times that suit you.\n\n— The ${PRODUCT_NAME} team`,
    };
  if (status === 'rejected')
    return {
      to: a.email,
      kind: 'careers-rejection',
      subject: `Your application for ${a.role} at ${PRODUCT_NAME}`,
      text: `Hello ${a.name},\n\nThank you for your interest in ${a.role}. After careful review we will not take your application further.${extra}\n\nWe wish you every success.\n\n— The ${PRODUCT_NAME} team`,
    };
  return null;
}

/** Openings (public while open; staff edit them) and the applications inbox (staff). */
export const careersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/careers/openings', { config: { access: PUBLIC }, schema: { response: { 200: JobOpeningListSchema } } }, async () => ({ openings: await listOpenings(app.db, true) }));

  app.get('/api/admin/careers/openings', { config: { access: STAFF }, schema: { response: { 200: JobOpeningListSchema } } }, async (_req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { openings: await listOpenings(app.db, false) };
  });

  app.post('/api/admin/careers/openings', { config: { access: STAFF }, schema: { body: OpeningInputSchema, response: { 201: JobOpeningSchema } } }, async (req, reply): Promise<JobOpening> => {
    const body = req.body;
    const id = await insertOpening(app.db, body);
    void reply.code(201);
    return (await findOpening(app.db, id))!;
  });

  app.put('/api/admin/careers/openings/:id', { config: { access: STAFF }, schema: { params: IdParamsSchema, body: OpeningInputSchema, response: { 200: JobOpeningSchema } } }, async (req): Promise<JobOpening> => {
    const { id } = req.params;
    const body = req.body;
    if (!(await findOpening(app.db, id))) throw appError('NOT_FOUND', 'Opening not found.');
    await updateOpening(app.db, id, body);
    return (await findOpening(app.db, id))!;
  });

  app.get('/api/admin/careers/applications', { config: { access: STAFF }, schema: { response: { 200: CareerApplicationListSchema } } }, async (_req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { applications: await listApplications(app.db) };
  });

  app.get('/api/admin/careers/applications/:id/cv', { config: { access: STAFF }, schema: { summary: 'The CV sent with a job application, as uploaded', produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain'], params: IdParamsSchema } }, async (req, reply) => {
    const { id } = req.params;
    const cv = await findCareerCv(app.db, id);
    if (!cv) throw appError('NOT_FOUND', 'This application has no CV.');
    const bytes = await app.fileStore.get(cv.storageKey);
    return reply
      .header('Content-Type', cv.mediaType)
      .header('Content-Disposition', attachment(cv.name))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  app.patch('/api/admin/careers/applications/:id', { config: { access: STAFF }, schema: { params: IdParamsSchema, body: UpdateApplicationSchema, response: { 200: CareerApplicationSchema } } }, async (req): Promise<CareerApplication> => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    const body = req.body;
    const current = await findApplication(app.db, id);
    if (!current) throw appError('NOT_FOUND', 'Application not found.');
    const status = body.status ?? current.status;
    await saveReview(app.db, id, status, body.notes ?? current.notes, principal.userId);
    if (status !== current.status) {
      const mail = candidateMail(current, status, body.message);
      if (mail) await app.mailer.send(mail);
    }
    req.log.info({ applicationId: id, by: principal.userId, status }, 'application reviewed');
    return (await findApplication(app.db, id))!;
  });
};
