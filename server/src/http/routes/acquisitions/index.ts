import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  CreatePortfolioRequestSchema,
  MaintenanceFeesRequestSchema,
  PORTFOLIO_EXPORT_FORMATS,
  PatentTermRequestSchema,
  PortfolioNoteRequestSchema,
  type BusinessDayNotice,
  type CreatePortfolioResponse,
  type MaintenanceFee,
  type MaintenanceFeesResponse,
  type PatentTermResponse,
  type PortfolioDetail,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { deletePortfolio, findPortfolio, insertPortfolio, listPortfolios, setPortfolioNote } from '../../../db/repositories/acquisition-portfolios';
import { portfolioDetail, resolveMissing, resolveNumbers } from '../../../acquisitions/portfolio';
import { portfolioPdf, portfolioXlsx } from '../../../acquisitions/portfolio-export';
import { maintenanceFees } from '../../../domain/acquisitions/maintenance-fees';
import { patentTerm } from '../../../domain/acquisitions/patent-term';
import { dateOf } from '../../../domain/calendar/calendar-date';
import { businessDayNotice } from '../../../domain/calendar/federal-holidays';
import { notFound } from '../../../lib/errors';
import { SIGNED_IN } from '../../access/route-access';
import { attachment } from '../applications/content-disposition';
import { trimOf } from '@iprism/shared/text';
import { auditExport } from '../../audit-export';

export const PORTFOLIO_NOT_FOUND_MESSAGE = 'Portfolio not found.';
export const PORTFOLIO_PATENT_NOT_FOUND_MESSAGE = 'That patent is not in this portfolio.';

const IdParams = z.object({ id: z.string().trim().min(1).max(100) });
const NoteParams = z.object({ id: z.string().trim().min(1).max(100), number: z.string().trim().min(1).max(60) });
const ExportQuery = z.object({ format: z.enum(PORTFOLIO_EXPORT_FORMATS).default('xlsx') });

/** Due dates and surcharge ends that fall when the USPTO is closed. */
const feeNotices = (fees: readonly MaintenanceFee[]): BusinessDayNotice[] =>
  fees.flatMap((f) => [businessDayNotice(f.dueAt), businessDayNotice(f.surchargeUntil)]).filter((n): n is BusinessDayNotice => n !== null);

/**
 * Acquisitions (any signed-in user, as the /dashboard/acquisitions route): the term and fee calculator, and
 * portfolios evaluated per patent from the corpus, each the caller's own, exported as XLSX or PDF.
 */
export const acquisitionsRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/acquisitions/term', { config: { access: SIGNED_IN } }, async (req): Promise<PatentTermResponse> => {
    const body = PatentTermRequestSchema.parse(req.body ?? {});
    const term = patentTerm(body);
    const fees = maintenanceFees({ kind: body.kind, filingDate: body.filingDate, grantDate: body.grantDate, asOf: dateOf(new Date()), expiresAt: term.expiresAt });
    // A patent expires on its day whatever the weekday; only fee deadlines move to the next business day.
    return { ...term, maintenanceFees: fees, notices: feeNotices(fees) };
  });

  app.post('/api/acquisitions/maintenance-fees', { config: { access: SIGNED_IN } }, async (req): Promise<MaintenanceFeesResponse> => {
    const body = MaintenanceFeesRequestSchema.parse(req.body ?? {});
    const fees = maintenanceFees({ ...body, asOf: body.asOf ?? dateOf(new Date()) });
    return { fees, notices: feeNotices(fees) };
  });

  app.post('/api/acquisitions/portfolios', { config: { access: SIGNED_IN } }, async (req, reply): Promise<CreatePortfolioResponse> => {
    const principal = requirePrincipal(req);
    const body = CreatePortfolioRequestSchema.parse(req.body ?? {});
    const numbers = [...new Set(body.numbers)];
    const entries = await resolveNumbers(app.db, numbers);
    const id = await app.db.transaction((tx) => insertPortfolio(tx, principal.userId, body.name, entries));
    const found = [...new Set(entries.flatMap((e) => (e.publicationNumber ? [e.publicationNumber] : [])))];
    return reply.code(201).send({ id, found, missing: entries.filter((e) => !e.publicationNumber).map((e) => e.given) });
  });

  app.get('/api/acquisitions/portfolios', { config: { access: SIGNED_IN } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    void reply.header('cache-control', 'no-store');
    const portfolios = await listPortfolios(app.db, principal.userId);
    return { portfolios: portfolios.map(({ id, name, found, missing, createdAt }) => ({ id, name, found, missing, createdAt })) };
  });

  const load = async (userId: string, id: string): Promise<PortfolioDetail> => {
    const portfolio = await findPortfolio(app.db, userId, id);
    if (!portfolio) throw notFound(PORTFOLIO_NOT_FOUND_MESSAGE);
    await resolveMissing(app.db, portfolio);
    return portfolioDetail(app.db, portfolio, dateOf(new Date()));
  };

  app.get('/api/acquisitions/portfolios/:id', { config: { access: SIGNED_IN } }, async (req, reply): Promise<PortfolioDetail> => {
    const { id } = IdParams.parse(req.params);
    void reply.header('cache-control', 'no-store');
    return load(requirePrincipal(req).userId, id);
  });

  app.delete('/api/acquisitions/portfolios/:id', { config: { access: SIGNED_IN } }, async (req, reply) => {
    const { id } = IdParams.parse(req.params);
    if (!(await deletePortfolio(app.db, requirePrincipal(req).userId, id))) throw notFound(PORTFOLIO_NOT_FOUND_MESSAGE);
    return reply.code(204).send();
  });

  app.put('/api/acquisitions/portfolios/:id/notes/:number', { config: { access: SIGNED_IN } }, async (req) => {
    const { id, number } = NoteParams.parse(req.params);
    const { note } = PortfolioNoteRequestSchema.parse(req.body ?? {});
    const portfolio = await findPortfolio(app.db, requirePrincipal(req).userId, id);
    if (!portfolio) throw notFound(PORTFOLIO_NOT_FOUND_MESSAGE);
    if (!(await setPortfolioNote(app.db, id, number, note.trim()))) throw notFound(PORTFOLIO_PATENT_NOT_FOUND_MESSAGE);
    return { publicationNumber: number, note: note.trim() };
  });

  app.get('/api/acquisitions/portfolios/:id/export', { config: { access: SIGNED_IN } }, async (req, reply) => {
    const { id } = IdParams.parse(req.params);
    const { format } = ExportQuery.parse(req.query ?? {});
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
