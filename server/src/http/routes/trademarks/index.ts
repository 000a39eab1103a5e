import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { NiceClassSchema, TrademarkSearchRequestSchema, type TrademarkRegisterStatus, type TrademarkSearchRequest, type TrademarkSearchResponse } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { loadRegisterForSearch, registerStatus } from '../../../db/repositories/trademarks';
import { findUserById } from '../../../db/repositories/users';
import { rankMarks } from '../../../domain/trademark/mark-similarity';
import { coordinatedClasses } from '../../../domain/trademark/nice-classes';
import { renderClearancePdf } from '../../../trademarks/clearance-pdf';
import { licenceTypes } from '../../access/route-access';
import { attachment } from '../applications/content-disposition';
import { auditExport } from '../../audit-export';

/** SPEC §2/§3: the trademark route requires licence type admin or employee; the server holds the same line. */
export const TRADEMARK_ACCESS = licenceTypes('admin', 'employee');
/** Results a search answers with, best first. */
export const TRADEMARK_RESULT_LIMIT = 50;
/** Below this a mark is too unlike the candidate to be worth an attorney's look. */
export const TRADEMARK_MIN_SCORE = 0.35;
/** Registers up to this size are scored whole; larger ones only in the searched and coordinated classes. */
const WHOLE_REGISTER_LIMIT = 200_000;

/** GET's query: the mark, and the classes as "9,42". */
const ReportQuerySchema = z.object({
  mark: z.string(),
  classes: z
    .string()
    .default('')
    .transform((s) => s.split(',').map((c) => c.trim()).filter(Boolean).map(Number))
    .pipe(z.array(NiceClassSchema)),
});

/**
 * Trademark clearance for staff (licence admin or employee): a candidate mark with its Nice classes
 * searched against the imported register, ranked by spelling, sound and look with coordinated classes
 * considered; the register's size; the clearance report as PDF.
 */
export const trademarkRoutes: FastifyPluginAsync = async (app) => {
  async function search(request: TrademarkSearchRequest): Promise<TrademarkSearchResponse> {
    const classes = [...new Set([...request.classes, ...request.classes.flatMap(coordinatedClasses)])];
    const register = await loadRegisterForSearch(app.db, classes, WHOLE_REGISTER_LIMIT);
    return { results: rankMarks(request, register, { limit: TRADEMARK_RESULT_LIMIT, minScore: TRADEMARK_MIN_SCORE }) };
  }

  app.post('/api/trademarks/search', { config: { access: TRADEMARK_ACCESS } }, async (req, reply): Promise<TrademarkSearchResponse> => {
    const request = TrademarkSearchRequestSchema.parse(req.body ?? {});
    void reply.header('cache-control', 'no-store');
    return search(request);
  });

  app.get('/api/trademarks/register', { config: { access: TRADEMARK_ACCESS } }, async (_req, reply): Promise<TrademarkRegisterStatus> => {
    void reply.header('cache-control', 'no-store');
    return registerStatus(app.db);
  });

  app.get('/api/trademarks/report.pdf', { config: { access: TRADEMARK_ACCESS } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    const query = ReportQuerySchema.parse(req.query ?? {});
    const request = TrademarkSearchRequestSchema.parse(query);
    const [{ results }, register, user] = await Promise.all([search(request), registerStatus(app.db), findUserById(app.db, principal.userId)]);
    const pdf = await renderClearancePdf({ ...request, results, register, generatedAt: new Date(), preparedBy: user?.name || user?.email || 'iPrism staff' });
    await auditExport(app.db, req, { what: 'trademark-clearance', format: 'pdf', detail: { mark: request.mark, results: results.length } });
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', attachment(`Trademark clearance ${request.mark}.pdf`.slice(0, 120)))
      .type('application/pdf')
      .send(Buffer.from(pdf));
  });
};
