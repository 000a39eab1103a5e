import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PortfolioListSchema,
  IdParamsSchema,
  CreatePortfolioResponseSchema,
  MaintenanceFeesResponseSchema,
  PatentTermResponseSchema,
  PortfolioDetailSchema,
  CreatePortfolioRequestSchema,
  MaintenanceFeesRequestSchema,
  PORTFOLIO_EXPORT_FORMATS,
  PatentTermRequestSchema,
  PortfolioNoteRequestSchema,
  PortfolioNoteSchema,
  PortfolioPatentParamsSchema,
  type BusinessDayNotice,
  type CreatePortfolioResponse,
  type MaintenanceFee,
  type MaintenanceFeesResponse,
  type PatentTermResponse,
  type PortfolioDetail,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import { deletePortfolio, findPortfolio, insertPortfolio, listPortfolios, setPortfolioNote } from '../repositories/acquisition-portfolios';
import { portfolioDetail, resolveMissing, resolveNumbers } from '../portfolio';
import { portfolioPdf, portfolioXlsx } from '../portfolio-export';
import { maintenanceFees } from '../../../domain/acquisitions/maintenance-fees';
import { patentTerm } from '../../../domain/acquisitions/patent-term';
import { dateOf } from '../../../domain/calendar/calendar-date';
import { businessDayNotice } from '../../../domain/calendar/federal-holidays';
import { appError } from '../../../platform/lib/errors';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { SIGNED_IN } from '../../../platform/http/access/route-access';
import { attachment } from '../../../platform/http/content-disposition';
import { trimOf } from '@iprism/shared/text';
import { auditExport } from '../../admin';

export const PORTFOLIO_NOT_FOUND_MESSAGE = 'Portfolio not found.';
export const PORTFOLIO_PATENT_NOT_FOUND_MESSAGE = 'That patent is not in this portfolio.';

const ExportQuery = z.object({ format: z.enum(PORTFOLIO_EXPORT_FORMATS).default('xlsx') });

/** Due dates and surcharge ends that fall when the USPTO is closed. */
const feeNotices = (fees: readonly MaintenanceFee[]): BusinessDayNotice[] =>
  fees.flatMap((f) => [businessDayNotice(f.dueAt), businessDayNotice(f.surchargeUntil)]).filter((n): n is BusinessDayNotice => n !== null);

/**
 * Acquisitions (any signed-in user, as the /dashboard/acquisitions route): the term and fee calculator, and
 * portfolios evaluated per patent from the corpus, each the caller's own, exported as XLSX or PDF.
 */
export const acquisitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, SIGNED_IN);
  app.post('/api/acquisitions/term', { schema: { body: PatentTermRequestSchema, response: { 200: PatentTermResponseSchema } } }, async (req): Promise<PatentTermResponse> => {
    const body = req.body;
    const term = patentTerm(body);
    const fees = maintenanceFees({ kind: body.kind, filingDate: body.filingDate, grantDate: body.grantDate, asOf: dateOf(new Date()), expiresAt: term.expiresAt });
    // A patent expires on its day whatever the weekday; only fee deadlines move to the next business day.
    return { ...term, maintenanceFees: fees, notices: feeNotices(fees) };
  });

  app.post('/api/acquisitions/maintenance-fees', { schema: { body: MaintenanceFeesRequestSchema, response: { 200: MaintenanceFeesResponseSchema } } }, async (req): Promise<MaintenanceFeesResponse> => {
    const body = req.body;
    const fees = maintenanceFees({ ...body, asOf: body.asOf ?? dateOf(new Date()) });
    return { fees, notices: feeNotices(fees) };
  });

  app.post('/api/acquisitions/portfolios', { schema: { body: CreatePortfolioRequestSchema, response: { 201: CreatePortfolioResponseSchema } } }, async (req, reply): Promise<CreatePortfolioResponse> => {
    const principal = requirePrincipal(req);
    const body = req.body;
    const numbers = [...new Set(body.numbers)];
    const entries = await resolveNumbers(app.db, numbers);
    const id = await app.db.transaction((tx) => insertPortfolio(tx, principal.userId, body.name, entries));
    const found = [...new Set(entries.flatMap((e) => (e.publicationNumber ? [e.publicationNumber] : [])))];
    return reply.code(201).send({ id, found, missing: entries.filter((e) => !e.publicationNumber).map((e) => e.given) });
  });

  app.get('/api/acquisitions/portfolios', { schema: { response: { 200: PortfolioListSchema } } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    void reply.header('cache-control', 'no-store');
    const portfolios = await listPortfolios(app.db, principal.userId);
    return { portfolios: portfolios.map(({ id, name, found, missing, createdAt }) => ({ id, name, found, missing, createdAt })) };
  });

  const load = async (userId: string, id: string): Promise<PortfolioDetail> => {
    const portfolio = await findPortfolio(app.db, userId, id);
    if (!portfolio) throw appError('NOT_FOUND', PORTFOLIO_NOT_FOUND_MESSAGE);
    await resolveMissing(app.db, portfolio);
    return portfolioDetail(app.db, portfolio, dateOf(new Date()));
  };

  app.get('/api/acquisitions/portfolios/:id', { schema: { params: IdParamsSchema, response: { 200: PortfolioDetailSchema } } }, async (req, reply): Promise<PortfolioDetail> => {
    const { id } = req.params;
    void reply.header('cache-control', 'no-store');
    return load(requirePrincipal(req).userId, id);
  });

  app.delete('/api/acquisitions/portfolios/:id', { schema: { params: IdParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    const { id } = req.params;
    if (!(await deletePortfolio(app.db, requirePrincipal(req).userId, id))) throw appError('NOT_FOUND', PORTFOLIO_NOT_FOUND_MESSAGE);
    return reply.code(204).send(null);
  });

  app.put('/api/acquisitions/portfolios/:id/notes/:number', { schema: { params: PortfolioPatentParamsSchema, body: PortfolioNoteRequestSchema, response: { 200: PortfolioNoteSchema } } }, async (req) => {
    const { id, number } = req.params;
    const { note } = req.body;
    const portfolio = await findPortfolio(app.db, requirePrincipal(req).userId, id);
    if (!portfolio) throw appError('NOT_FOUND', PORTFOLIO_NOT_FOUND_MESSAGE);
    if (!(await setPortfolioNote(app.db, id, number, note.trim()))) throw appError('NOT_FOUND', PORTFOLIO_PATENT_NOT_FOUND_MESSAGE);
    return { publicationNumber: number, note: note.trim() };
  });

  app.get('/api/acquisitions/portfolios/:id/export', { schema: { produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], params: IdParamsSchema, querystring: ExportQuery } }, async (req, reply) => {
    const { id } = req.params;
    const { format } = req.query;
    const detail = await load(requirePrincipal(req).userId, id);
    const base = `${trimOf(detail.name.replace(/[^\w.-]+/g, '-'), '-') || 'portfolio'}-${detail.asOf}`;
    await auditExport(app.db, req, { what: 'acquisition-portfolio', format, detail: { portfolioId: id } });
    void reply.header('cache-control', 'no-store');
    if (format === 'pdf') {
      return reply.type('application/pdf').header('content-disposition', attachment(`${base}.pdf`)).send(Buffer.from(await portfolioPdf(detail)));
    }
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', attachment(`${base}.xlsx`))
      .send(await portfolioXlsx(detail));
  });
};
