import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  IdParamsSchema,
  ApplicationFullSchema,
  ApplicationPageSchema,
  CreateApplicationResponseSchema,
  PriorArtResultSchema,
  ReportSchema,
  REPORT_PDF_MESSAGES,
  parseReportPdfSections,
  ApplicationPageQuerySchema,
  PriorArtCutoffRequestSchema,
  PriorArtCutoffAcceptedSchema,
  ApplicationRunQueuedSchema,
  ApplicationFileParamsSchema,
  type ApplicationFull,
  type ApplicationPage,
  type CreateApplicationResponse,
  type PriorArtResult,
  type Report,
} from '@iprism/shared/contracts';
import type { Principal } from '../../auth';
import { requirePrincipal } from '../../auth';
import { findApplicationFile, listApplicationFiles } from '../repositories/application-files';
import { deleteApplication, type ApplicationRecord } from '../repositories/applications';
import { loadStageResult } from '../repositories/stage-results';
import { findUserById } from '../../accounts';
import { checkFile } from '../intake/check-upload';
import { createApplication, receivedMessage } from '../intake/create-application';
import { receiveFiles } from '../intake/receive-files';
import { appError, AppError } from '../../../platform/lib/errors';
import { chargeUpload, creditAccountOf, noCredits } from '../../commerce';
import type { ChargeDecision } from '../../../domain/commerce/credit-ledger';
import { rerunApplication } from '../../pipeline';
import { priorArtCsv, setPriorArtCutoff } from '../../prior-art';
import { isoDate } from '../../corpus';
import { renderReportPdf, type IdsForPdf } from '../report-export/report-pdf';
import { idsResponse, listIdsCorrections, loadIdsState } from '../../ids';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { PILOT } from '../../../platform/http/access/route-access';
import { loadProgressStates } from '../repositories/progress-state';
import { toApplicationFull, toApplicationRecord } from '../application-view';
import { auditContext, auditExport, recordAudit } from '../../admin';
import { canManageApplication, findVisibleApplication } from '../application-rights';
import { attachment } from '../../../platform/http/content-disposition';
import { closeAfterAnswer } from '../../../platform/http/close-after-answer';
import { pageApplications } from '../repositories/application-page';
import { storedAnswer } from '../../../platform/http/openapi/openapi-transform';

/** `sections`: the report PDF's sections to print, comma-separated (all when absent). */
const PdfQuery = z.object({ sections: z.string().max(500).optional() });

const REPORT_NOT_READY_MESSAGE = 'The report is not ready yet.';
const PRIOR_ART_NOT_READY_MESSAGE = 'The prior-art search has not finished yet.';

/**
 * The applications API: upload, list and search, read, report, exports, files, delete, re-run. Pilot
 * licences and staff (SPEC §5 guard 4). Every read shows an application to those who see it
 * (`isApplicationVisible`: owner, organisation admins, assigned members), as the socket does; anyone else
 * gets the 404 of an unknown id. Delete and re-run are its owner's and its organisation admins'; the access
 * layer refuses client-portal users' writes; sharing is in assignments.ts. Progress changes every few
 * seconds and is per user, so no read may be cached.
 */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, PILOT);
  await app.register(fastifyMultipart, { limits: { fileSize: app.config.upload.maxBytes } });

  const visibleApplication = (principal: Principal, id: string): Promise<ApplicationRecord> => findVisibleApplication(app.db, principal, id);

  async function manageableApplication(principal: Principal, id: string): Promise<ApplicationRecord> {
    const application = await visibleApplication(principal, id);
    if (!(await canManageApplication(app.orgAdminCheck, principal, application))) throw appError('FORBIDDEN', 'Only the owner or an organisation admin can change this application.');
    return application;
  }

  async function readyPriorArt(id: string): Promise<PriorArtResult> {
    const result = await loadStageResult<PriorArtResult>(app.db, id, 'priorArt');
    if (!result) throw appError('CONFLICT', PRIOR_ART_NOT_READY_MESSAGE);
    return result;
  }

  async function idsForPdf(id: string): Promise<IdsForPdf> {
    const state = await loadIdsState(app.db, id);
    if (state.kind !== 'ready') return state;
    return { kind: 'ready', ids: idsResponse(id, state.ready, await listIdsCorrections(app.db, id)) };
  }

  async function readyReport(id: string): Promise<Report> {
    const report = await loadStageResult<Report>(app.db, id, 'report');
    if (!report) throw appError('CONFLICT', REPORT_NOT_READY_MESSAGE);
    return report;
  }

  app.post('/api/applications', { schema: { summary: 'Upload an application document (and optionally its IDS) and start the pipeline', consumes: ['multipart/form-data'], response: { 201: CreateApplicationResponseSchema } } }, async (req, reply): Promise<CreateApplicationResponse> => {
    const principal = requirePrincipal(req);
    const now = new Date();
    const account = await creditAccountOf(app.db, app.licensing, principal.userId, principal.orgId, now);
    // Refused before the files are read: at 0 credits nothing is stored (the charge below decides for sure).
    if (!account.unlimited && (await app.licensing.balance(account.owner)) <= 0) {
      closeAfterAnswer(reply);
      throw noCredits();
    }
    let received;
    try {
      received = await receiveFiles(req, app.config.upload.maxBytes);
    } catch (err) {
      // Refused for its size: the client is still sending, and nothing more of it will be read.
      if (err instanceof AppError && err.code === 'PAYLOAD_TOO_LARGE') closeAfterAnswer(reply);
      throw err;
    }
    const files = [];
    for (const f of received) files.push(await checkFile(f, app.fileReaders));
    let charge: ChargeDecision | null = null;
    const id = await createApplication(
      { db: app.db, store: app.fileStore, queue: app.jobQueue },
      {
        ownerUserId: principal.userId,
        organizationId: principal.orgId,
        files,
        inTransaction: async (tx, applicationId) => void (charge = await chargeUpload(tx, account, applicationId, principal.userId, now)),
      },
    );
    app.accessSignal.changed();
    await app.progressBus.publish({ applicationId: id, stage: 'upload', progress: 100, final: true, message: receivedMessage(files) });
    void reply.code(201);
    const decided = charge as ChargeDecision | null;
    return decided && decided.outcome === 'charged' ? { id, credits: { balance: decided.balance, notice: decided.notice } } : { id };
  });

  app.get('/api/applications', { schema: { summary: 'The applications the caller sees, newest first: the dashboard, the archive and its search', querystring: ApplicationPageQuerySchema, response: { 200: ApplicationPageSchema } } }, async (req, reply): Promise<ApplicationPage> => {
    const principal = requirePrincipal(req);
    const query = req.query;
    const { items, total } = await pageApplications(app.db, principal.userId, query);
    const ids = items.map((a) => a.id);
    const [states, files] = await Promise.all([loadProgressStates(app.db, ids), listApplicationFiles(app.db, ids)]);
    void reply.header('cache-control', 'no-store');
    return {
      items: items.map((a) => toApplicationRecord(a, states.get(a.id) ?? {}, files.get(a.id))),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  });

  app.get('/api/applications/:id', { schema: { summary: 'One application with every stage and its progress', params: IdParamsSchema, response: { 200: ApplicationFullSchema } } }, async (req, reply): Promise<ApplicationFull> => {
    const { id } = req.params;
    const application = await visibleApplication(requirePrincipal(req), id);
    const [owner, states, files] = await Promise.all([findUserById(app.db, application.ownerUserId), loadProgressStates(app.db, [id]), listApplicationFiles(app.db, [id])]);
    void reply.header('cache-control', 'no-store');
    return toApplicationFull({ ...application, ownerName: owner?.name ?? null }, states.get(id) ?? {}, files.get(id));
  });

  app.get('/api/applications/:id/report', { schema: { summary: 'The application report (sections, claims with dependencies, findings, fees, summary)', params: IdParamsSchema }, config: { swaggerTransform: storedAnswer(ReportSchema) } }, async (req, reply): Promise<Report> => {
    const { id } = req.params;
    await visibleApplication(requirePrincipal(req), id);
    void reply.header('cache-control', 'no-store');
    return readyReport(id);
  });

  app.get('/api/applications/:id/report.json', { schema: { summary: 'The report as a JSON download', produces: ['application/json'], params: IdParamsSchema } }, async (req, reply) => {
    const { id } = req.params;
    const application = await visibleApplication(requirePrincipal(req), id);
    const report = await readyReport(id);
    await auditExport(app.db, req, { what: 'report', format: 'json', subject: { type: 'application', id } });
    return reply.header('cache-control', 'no-store').header('content-disposition', attachment(`${application.title} report.json`)).type('application/json').send(JSON.stringify(report, null, 2));
  });

  app.get('/api/applications/:id/report.pdf', { schema: { summary: 'The report as PDF; `sections` chooses the sections to print (all when absent)', produces: ['application/pdf'], params: IdParamsSchema, querystring: PdfQuery } }, async (req, reply) => {
    const { id } = req.params;
    const { sections, unknown } = parseReportPdfSections(req.query.sections);
    if (unknown.length) throw appError('UNPROCESSABLE', `${REPORT_PDF_MESSAGES.unknownSection} ${unknown.join(', ')}.`);
    if (sections.length === 0) throw appError('UNPROCESSABLE', REPORT_PDF_MESSAGES.noSection);
    const application = await visibleApplication(requirePrincipal(req), id);
    const report = await readyReport(id);
    const [priorArt, ids] = await Promise.all([loadStageResult<PriorArtResult>(app.db, id, 'priorArt'), idsForPdf(id)]);
    const pdf = await renderReportPdf({ report, priorArt, ids }, sections);
    await auditExport(app.db, req, { what: 'report', format: 'pdf', subject: { type: 'application', id }, detail: { sections } });
    return reply.header('cache-control', 'no-store').header('content-disposition', attachment(`${application.title} report.pdf`)).type('application/pdf').send(Buffer.from(pdf));
  });

  app.get('/api/applications/:id/prior-art', { schema: { summary: 'The prior-art stage result: references with relevance, claim charts, CPC predictions', params: IdParamsSchema }, config: { swaggerTransform: storedAnswer(PriorArtResultSchema) } }, async (req, reply): Promise<PriorArtResult> => {
    const { id } = req.params;
    await visibleApplication(requirePrincipal(req), id);
    void reply.header('cache-control', 'no-store');
    return readyPriorArt(id);
  });

  app.put('/api/applications/:id/prior-art/cutoff', { schema: { summary: 'Set the prior-art cutoff (YYYY-MM-DD), or null for the document\'s earliest date; searches prior art again', params: IdParamsSchema, body: PriorArtCutoffRequestSchema, response: { 202: PriorArtCutoffAcceptedSchema } } }, async (req, reply) => {
    const { id } = req.params;
    const principal = requirePrincipal(req);
    await manageableApplication(principal, id);
    const { date } = req.body;
    if (date !== null && (isoDate(date) !== date || date > new Date().toISOString().slice(0, 10))) {
      throw appError('VALIDATION_FAILED', 'The cutoff must be a real date, not in the future.');
    }
    const outcome = await rerunApplication({ db: app.db, queue: app.jobQueue }, id, { earliest: 'priorArt', write: (tx) => setPriorArtCutoff(tx, id, date, principal.userId) });
    if (outcome.kind === 'busy') throw appError('CONFLICT', 'The application is still being analysed; change the cutoff when it has finished.');
    await app.progressBus.publish({ applicationId: id, stage: outcome.from, progress: 0, message: date ? `Searching prior art again before ${date}` : 'Searching prior art again before the document\'s earliest date' });
    return reply.code(202).send({ id, cutoffDate: date });
  });

  app.get('/api/applications/:id/prior-art.csv', { schema: { summary: 'The prior-art references as CSV', produces: ['text/csv'], params: IdParamsSchema } }, async (req, reply) => {
    const { id } = req.params;
    const application = await visibleApplication(requirePrincipal(req), id);
    const csv = priorArtCsv(await readyPriorArt(id));
    await auditExport(app.db, req, { what: 'prior-art', format: 'csv', subject: { type: 'application', id } });
    return reply.header('cache-control', 'no-store').header('content-disposition', attachment(`${application.title} prior art.csv`)).type('text/csv; charset=utf-8').send(csv);
  });

  app.get('/api/applications/:id/files/:kind', { schema: { summary: 'An uploaded file as it was received', produces: ['application/octet-stream'], params: ApplicationFileParamsSchema } }, async (req, reply) => {
    const { id, kind } = req.params;
    await visibleApplication(requirePrincipal(req), id);
    const file = await findApplicationFile(app.db, id, kind);
    if (!file) throw appError('NOT_FOUND', kind === 'ids' ? 'No IDS was uploaded with this application.' : 'The application document is missing.');
    const bytes = await app.fileStore.get(file.storageKey);
    // The user's own bytes: never rendered as a page of this origin (attachment), and if a browser
    // opens it anyway, in a sandbox without scripts or same-origin rights.
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachment(file.name))
      .header('content-security-policy', 'sandbox')
      .type(file.mediaType)
      .send(Buffer.from(bytes));
  });

  app.delete('/api/applications/:id', { schema: { summary: 'Delete the application, its files and results', params: IdParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    const { id } = req.params;
    const application = await manageableApplication(requirePrincipal(req), id);
    await app.db.transaction(async (tx) => {
      await deleteApplication(tx, id);
      await recordAudit(tx, auditContext(req), { action: 'application.deleted', subject: { type: 'application', id }, detail: { title: application.title } });
    });
    await app.fileStore.removePrefix(id);
    return reply.code(204).send(null);
  });

  app.post('/api/applications/:id/retry', { schema: { summary: 'Re-run from the first failed stage, or the analysis stages when none failed', params: IdParamsSchema, response: { 202: ApplicationRunQueuedSchema } } }, async (req, reply) => {
    const { id } = req.params;
    await manageableApplication(requirePrincipal(req), id);
    const outcome = await rerunApplication({ db: app.db, queue: app.jobQueue }, id);
    if (outcome.kind === 'busy') throw appError('CONFLICT', 'The application is still being analysed; re-run it when it has finished.');
    await app.progressBus.publish({ applicationId: id, stage: outcome.from, progress: 0, message: 'Queued for a new run' });
    return reply.code(202).send({ id });
  });
};
