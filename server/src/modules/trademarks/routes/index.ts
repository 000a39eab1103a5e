import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TrademarkRegisterStatusSchema, TrademarkSearchResponseSchema, NiceClassSchema, TrademarkSearchRequestSchema, type TrademarkRegisterStatus, type TrademarkSearchRequest, type TrademarkSearchResponse } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import { loadRegisterForSearch, registerStatus } from '../repositories/trademarks';
import { findUserById } from '../../accounts';
import { rankMarks } from '../../../domain/trademark/mark-similarity';
import { coordinatedClasses } from '../../../domain/trademark/nice-classes';
import { renderClearancePdf } from '../clearance-pdf';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { licenseTypes } from '../../../platform/http/access/route-access';
import { attachment } from '../../../platform/http/content-disposition';
import { auditExport } from '../../admin';

/** SPEC §2/§3: the trademark route requires licence type admin or employee; the server holds the same line. */
export const TRADEMARK_ACCESS = licenseTypes('admin', 'employee');
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
export const trademarkRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, TRADEMARK_ACCESS);
  async function search(request: TrademarkSearchRequest): Promise<TrademarkSearchResponse> {
    const classes = [...new Set([...request.classes, ...request.classes.flatMap(coordinatedClasses)])];
    const register = await loadRegisterForSearch(app.db, classes, WHOLE_REGISTER_LIMIT);
    return { results: rankMarks(request, register, { limit: TRADEMARK_RESULT_LIMIT, minScore: TRADEMARK_MIN_SCORE }) };
  }

  app.post('/api/trademarks/search', { schema: { body: TrademarkSearchRequestSchema, response: { 200: TrademarkSearchResponseSchema } } }, async (req, reply): Promise<TrademarkSearchResponse> => {
    const request = req.body;
    void reply.header('cache-control', 'no-store');
    return search(request);
  });

  app.get('/api/trademarks/register', { schema: { response: { 200: TrademarkRegisterStatusSchema } } }, async (_req, reply): Promise<TrademarkRegisterStatus> => {
    void reply.header('cache-control', 'no-store');
    return registerStatus(app.db);
  });

  app.get('/api/trademarks/report.pdf', { schema: { produces: ['application/pdf'], querystring: ReportQuerySchema } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    const query = req.query;
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
